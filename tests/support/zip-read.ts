/**
 * Reads a ZIP archive back (APPNOTE.TXT 6.3), for tests of the files we write: the end record, the central
 * directory, each local header, and the stored (method 0) data, with its CRC-32 checked. Deflated entries are
 * refused: our writer stores only.
 */
import { crc32 } from "node:zlib";

/** The archive's files by name; throws on anything malformed. */
export function readZip(buf: Buffer): Map<string, Buffer> {
  const endAt = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > buf.length) throw new Error("no end of central directory record");
  const entries = buf.readUInt16LE(endAt + 10);
  const centralSize = buf.readUInt32LE(endAt + 12);
  let p = buf.readUInt32LE(endAt + 16);
  if (p + centralSize !== endAt) throw new Error("central directory size or offset is wrong");
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error(`central entry ${i}: bad signature`);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const size = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const extra = buf.readUInt16LE(p + 30);
    const comment = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLength).toString("utf8");
    if (method !== 0) throw new Error(`${name}: not stored`);
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const localName = buf.subarray(local + 30, local + 30 + buf.readUInt16LE(local + 26)).toString("utf8");
    if (localName !== name) throw new Error(`${name}: local name ${localName}`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    files.set(name, data);
    p += 46 + nameLength + extra + comment;
  }
  return files;
}
