/**
 * CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, which Node does
 * not expose): a cached page's gzip trailer is computed from its stored parts and each
 * response's nonce without reading the whole page again.
 */
const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial, bit-reflected as in zlib. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b >>> 0;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo p for k = 0..31. */
const POWERS = (() => {
  const powers = new Uint32Array(32);
  let power = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    powers[k] = power;
    power = multiplyModP(power, power);
  }
  return powers;
})();

/** The operator that appends `length` bytes: x^(8 * length) modulo p. */
export function crc32ShiftFor(length: number): number {
  let product = 0x80000000; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n & 1) product = multiplyModP(POWERS[k & 31], product);
  }
  return product;
}

/** The CRC of A followed by B, given crc(A), crc(B) and the shift operator for B's length. */
export function combineCrc32(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
