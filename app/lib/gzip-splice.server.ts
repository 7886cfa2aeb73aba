import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body assembled from pieces compressed once and a few bytes that change per response (a
 * kept page's CSP nonce and form stamp: app/lib/page-cache.server.ts). Compressing the whole page
 * again on every cache hit cost more than everything else the hit did (Brotli was a third
 * of the server's busy time serving `/portal` from the cache, and held it to ~390 req/s).
 *
 * How (RFC 1951/1952): each fixed piece is deflated on its own and ended with a full flush, which
 * aligns the output to a byte and keeps the next block from referring back into it. So the pieces
 * can be laid one after the other with the per-response values between them as stored (literal)
 * blocks, then an empty final block and the trailer: the CRC-32 and length of the whole page.
 */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL set, fixed Huffman codes, the end-of-block code and nothing else: ends the stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** A stored block holds at most this many bytes (its LEN field is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;

/** One fixed piece, ready to be laid anywhere in a spliced body. Done once per kept page. */
export function deflatePiece(bytes: Buffer): Buffer {
  return deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_FULL_FLUSH });
}

/**
 * Bytes that may be laid into a spliced body, deflated the first time they are: a search's card is
 * written into most responses compressed whole instead (server/page-cache.ts), so deflating each
 * card as it is kept would be paid for nothing.
 */
export class SplicePiece {
  #deflated: Buffer | undefined;
  constructor(readonly raw: Buffer) {}

  get deflated(): Buffer {
    this.#deflated ??= deflatePiece(this.raw);
    return this.#deflated;
  }
}

/** Literal bytes as stored blocks, each byte-aligned as the full flush before it left the stream. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5); // BFINAL 0, BTYPE 00 (stored), then LEN and its complement
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * The gzip body of `pieces` in order: a `deflated` piece is laid as compressed (its `raw` bytes
 * only count towards the checksum), a `literal` one goes in stored blocks.
 */
export function spliceGzip(pieces: Array<{ raw: Buffer; deflated?: Buffer }>): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  for (const { raw, deflated } of pieces) {
    // Skipped when empty: Node hands zlib an empty buffer as a null pointer, and zlib's crc32()
    // answers a null buffer with the initial value, 0, forgetting the checksum so far.
    if (raw.length > 0) checksum = crc32(raw, checksum);
    length += raw.length;
    if (deflated) out.push(deflated);
    else out.push(...storedBlocks(raw));
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(out);
}
