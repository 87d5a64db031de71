/**
 * A ZIP archive of stored (uncompressed) files — enough for bundling PDFs, which are compressed already
 * (APPNOTE.TXT 6.3: local file headers, central directory, end record; CRC-32 from node:zlib).
 */
import { crc32 } from "node:zlib";

/** MS-DOS time and date of a Date (UTC), as ZIP headers store them. */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((Math.max(1980, d.getUTCFullYear()) - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/** The archive of these files (names are UTF-8, flagged so). At most 65,535 files, each under 4 GB. */
export function zipStore(files: readonly { name: string; data: Uint8Array }[], modified = new Date()): Buffer {
  if (files.length > 0xffff) throw new Error("zipStore: too many files");
  const { time, date } = dosTime(modified);
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, "utf8");
    const crc = crc32(f.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(f.data.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength));
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    // version made by: 2.0 on Unix. Made on MS-DOS (0), Info-ZIP's unzip reads names as code page 437 even with the UTF-8 flag.
    entry.writeUInt16LE((3 << 8) | 20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(f.data.length, 20);
    entry.writeUInt32LE(f.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + f.data.length;
  }
  const centralSize = central.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}
