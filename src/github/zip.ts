// The one file the product reads out of an artifact archive (GitHub serves artifacts as zip files).
// Reads the central directory, so archives written with data descriptors work; stored and deflated
// entries only (what upload-artifact writes). A damaged archive throws: the caller treats the artifact as
// unreadable rather than guess.
import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** No file a plan artifact holds comes near this; bigger entries are refused. */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

interface CentralEntry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  local: number;
}

/** The archive's central directory, entry by entry. */
function centralDirectory(buf: Buffer): CentralEntry[] {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--)
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out: CentralEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(at) !== CENTRAL) throw new Error('damaged zip central directory');
    const nameLen = buf.readUInt16LE(at + 28);
    out.push({
      method: buf.readUInt16LE(at + 10),
      compressed: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      local: buf.readUInt32LE(at + 42),
      name: buf.subarray(at + 46, at + 46 + nameLen).toString('utf8'),
    });
    at += 46 + nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return out;
}

function entryData(buf: Buffer, e: CentralEntry): Buffer {
  if (e.size > MAX_ENTRY_BYTES)
    throw new Error(`zip entry ${e.name} is ${e.size} bytes; refusing to read it`);
  if (buf.readUInt32LE(e.local) !== LOCAL) throw new Error('damaged zip local header');
  const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
  const data = buf.subarray(start, start + e.compressed);
  if (e.method === 0) return Buffer.from(data);
  if (e.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
  throw new Error(`zip entry ${e.name} uses compression method ${e.method}`);
}

const bufferOf = (zip: Uint8Array) => Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);

/** The entry with this path, or else the first whose file name (last path segment) it is. */
export function readZipEntry(zip: Uint8Array, name: string): Buffer | undefined {
  const buf = bufferOf(zip);
  const e = centralDirectory(buf).find((x) => x.name === name || x.name.split('/').at(-1) === name);
  return e ? entryData(buf, e) : undefined;
}

/** All the archive's files holds at most, unpacked: more is refused rather than read in part. */
const MAX_TOTAL_BYTES = 512 * 1024 * 1024;

/** Every file entry whose path `accept` takes (folders left out), with its contents, in archive order. */
export function readZipEntries(
  zip: Uint8Array,
  accept: (path: string) => boolean = () => true,
): { path: string; data: Buffer }[] {
  const buf = bufferOf(zip);
  const entries = centralDirectory(buf).filter((e) => !e.name.endsWith('/') && accept(e.name));
  const total = entries.reduce((n, e) => n + e.size, 0);
  if (total > MAX_TOTAL_BYTES)
    throw new Error(`the archive's files are ${total} bytes; refusing to read them`);
  return entries.map((e) => ({ path: e.name, data: entryData(buf, e) }));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A stored (uncompressed) zip of the given files, as GitHub would serve an artifact. */
export function writeZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(LOCAL, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, data);
    centrals.push(central, fileName);
    offset += head.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
