/**
 * The social counter's request code (spec section 9: "Like code is a hash of a millisecond timestamp with a
 * fixed salt"), shared by the reference server (routes/counters.ts) and the like and counter elements (src/social-counters.ts). Pure, synchronous and free of Node
 * APIs, so a browser bundle can import it (or copy it) and compute exactly what the server checks.
 *
 *   transaction = `${timestampMs}-${nonce}`            nonce: whole number 0..9999 (spec: "millisecond time
 *                                                      plus random number below 10000")
 *   code        = hex(SHA-256(UTF-8(`${timestampMs}:${LIKE_CODE_SALT}`)))   64 lower-case hex digits
 *
 * The salt ships to every browser, so the code is no secret: it keeps casual scripts and stale copied URLs
 * out, while the server's transaction log (a replay counts once) and its time window do the real work.
 */

/** Public by design: the elements need it to compute the code. */
export const LIKE_CODE_SALT = 'visitor-blocks/social-counter/v1';
/** Spec section 9: the transaction's random part is "below 10000". */
export const TRANSACTION_NONCE_LIMIT = 10000;

const TRANSACTION_PATTERN = /^(\d{1,15})-(\d{1,4})$/;

export interface ParsedTransaction {
  timestampMs: number;
  nonce: number;
}

/** Builds a transaction id; `random` in [0, 1) (Math.random() in the browser), injectable for tests. */
export function makeTransaction(timestampMs: number, random: number = Math.random()): string {
  const nonce = Math.min(TRANSACTION_NONCE_LIMIT - 1, Math.max(0, Math.floor(random * TRANSACTION_NONCE_LIMIT)));
  return `${Math.trunc(timestampMs)}-${nonce}`;
}

/** The timestamp and nonce of a transaction id, or undefined when it is not `<digits>-<0..9999>`. */
export function parseTransaction(transaction: string): ParsedTransaction | undefined {
  const match = TRANSACTION_PATTERN.exec(transaction);
  if (!match) return undefined;
  const timestampMs = Number(match[1]);
  const nonce = Number(match[2]);
  if (!Number.isSafeInteger(timestampMs)) return undefined;
  return { timestampMs, nonce };
}

/** The code the server expects with a transaction stamped `timestampMs`. */
export function likeCode(timestampMs: number, salt: string = LIKE_CODE_SALT): string {
  return sha256Hex(`${Math.trunc(timestampMs)}:${salt}`);
}

/** Everything a client sends with an increment, for one moment. */
export function signIncrement(timestampMs: number, random: number = Math.random()): { transaction: string; code: string } {
  return { transaction: makeTransaction(timestampMs, random), code: likeCode(timestampMs) };
}

// SHA-256 (FIPS 180-4). Written out rather than taken from WebCrypto because crypto.subtle is async and
// missing on plain-http origins, and the elements need the code synchronously on any demo host.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

function rotr(value: number, bits: number): number {
  return (value >>> bits) | (value << (32 - bits));
}

/** SHA-256 of the UTF-8 encoding of `text`, as 64 lower-case hex digits. */
export function sha256Hex(text: string): string {
  const message = new TextEncoder().encode(text);
  const bitLength = message.length * 8;
  // Message, the 0x80 marker, zero padding, and the 64-bit length: a whole number of 64-byte blocks.
  const paddedLength = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(paddedLength - 4, bitLength >>> 0);

  const hash = H0.slice();
  const w = new Uint32Array(64);
  for (let block = 0; block < paddedLength; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const w15 = w[i - 15] as number;
      const w2 = w[i - 2] as number;
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hash as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const choose = (e & f) ^ (~e & g);
      const t1 = (h + s1 + choose + (K[i] as number) + (w[i] as number)) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + majority) >>> 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const next = [a, b, c, d, e, f, g, h];
    for (let i = 0; i < 8; i++) hash[i] = ((hash[i] as number) + (next[i] as number)) >>> 0;
  }
  return hash.map((word) => word.toString(16).padStart(8, '0')).join('');
}
