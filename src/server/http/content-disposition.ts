/**
 * The one Content-Disposition builder (RFC 6266): every file the server answers as a download names itself
 * through here, so the ASCII fallback and the UTF-8 name are escaped the same way everywhere.
 */
import type { FastifyReply } from "fastify";

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * as they are, but they are not allowed in ext-value. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: `fileName` with every character outside printable ASCII, and the
 * quote and backslash, replaced by "_" (a header cannot break out of the quoted string), and `exactName` (the
 * name as the user wrote it, by default `fileName`) percent-encoded for clients that read UTF-8 names.
 */
export function contentDisposition(fileName: string, exactName: string = fileName): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(exactName)}`;
}

/** Marks the reply as a download: its media type, the attachment name (see contentDisposition) and no caching. */
export function sendAsDownload(reply: FastifyReply, contentType: string, fileName: string, exactName?: string): FastifyReply {
  return reply.type(contentType).header("content-disposition", contentDisposition(fileName, exactName)).header("cache-control", "private, no-store");
}
