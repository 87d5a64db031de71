/**
 * The one way the web app saves a file: a blob under a name, through a temporary link. The name usually comes from
 * the server's Content-Disposition header (src/server/http/content-disposition.ts writes it).
 */

/** How long the blob's URL lives after the click: long enough for the browser to start reading it. */
const RELEASE_AFTER_MS = 30_000;

/** Saves a blob under a file name (a temporary link, clicked, removed; its object URL released later). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/** The file name a Content-Disposition header gives: the UTF-8 `filename*` when present and valid, else `filename`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      /* a broken encoding: fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : null;
}
