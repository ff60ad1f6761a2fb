import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → the plain font it wraps (TrueType/OpenType), with Node's own zlib. The lettering
 * font ships as WOFF in its npm package; opentype.js's bundled inflater rejects these files.
 * Format: a 44-byte header, then one 20-byte entry per table (tag, offset, compressed length,
 * original length, checksum); a table is zlib-compressed when its two lengths differ.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= count) {
    searchRange *= 2;
    entrySelector += 1;
  }
  searchRange *= 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);

  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let index = 0; index < count; index += 1) {
    const entry = 44 + index * 20;
    const tableOffset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(tableOffset, tableOffset + compressed);
    const data = compressed < original ? inflateSync(raw) : raw;
    const directory = 12 + index * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), directory);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), directory + 4);
    header.writeUInt32BE(offset, directory + 8);
    header.writeUInt32BE(original, directory + 12);
    // Tables start on 4-byte boundaries.
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}
