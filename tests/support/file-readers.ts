/**
 * Independent readers for the files the server produces: poppler (pdfinfo, pdftotext) for PDFs and Info-ZIP's
 * `unzip` for ZIP and XLSX archives. Our own writers are checked against tools that know nothing of them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Runs a tool on the bytes saved as a temporary file; answers its standard output (throws on a non-zero exit). */
function withFile(bytes: Uint8Array, ext: string, run: (file: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "facetwise-file-"));
  const file = path.join(dir, `file.${ext}`);
  try {
    writeFileSync(file, bytes);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const tool = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** pdfinfo's fields (Pages, Title, PDF version, …) as a map; throws when poppler cannot open the file. */
export function pdfInfo(pdf: Uint8Array): Map<string, string> {
  const out = withFile(pdf, "pdf", (f) => tool("/usr/bin/pdfinfo", [f]));
  return new Map(out.split("\n").flatMap((line) => (/^([^:]+):\s*(.*)$/.exec(line) ? [[RegExp.$1.trim(), RegExp.$2.trim()] as [string, string]] : [])));
}

/** The text poppler extracts, pages separated by form feeds; throws when the file is broken. */
export function pdfToText(pdf: Uint8Array): string {
  return withFile(pdf, "pdf", (f) => tool("/usr/bin/pdftotext", ["-enc", "UTF-8", f, "-"]));
}

/** `unzip -t`: tests every member's CRC; throws when the archive or a member is broken. Answers its report. */
export function unzipTest(archive: Uint8Array, ext = "zip"): string {
  return withFile(archive, ext, (f) => tool("/usr/bin/unzip", ["-t", f]));
}

/** The member names `unzip -Z1` lists, in archive order. */
export function unzipNames(archive: Uint8Array, ext = "zip"): string[] {
  return withFile(archive, ext, (f) => tool("/usr/bin/unzip", ["-Z1", f]))
    .split("\n")
    .filter(Boolean);
}

/** One member's bytes as `unzip -p` extracts them. */
export function unzipMember(archive: Uint8Array, member: string, ext = "zip"): string {
  return withFile(archive, ext, (f) => tool("/usr/bin/unzip", ["-p", f, member]));
}

/** Every member's text as `unzip` extracts it into a folder, by name (for archives of text parts: XLSX, ZIPs of CSVs). */
export function unzipTexts(archive: Uint8Array, ext = "zip"): Map<string, string> {
  const names = unzipNames(archive, ext);
  const out = new Map<string, string>();
  withFile(archive, ext, (f) => {
    const dir = path.join(path.dirname(f), "members");
    tool("/usr/bin/unzip", ["-q", f, "-d", dir]);
    for (const name of names) if (!name.endsWith("/")) out.set(name, readFileSync(path.join(dir, name), "utf8"));
    return "";
  });
  return out;
}
