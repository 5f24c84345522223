const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const DIGIT_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT_OF[ALPHABET.charCodeAt(i)] = i;

const LIMB = 656_356_768; // 58^5: five base58 digits per limb keeps every product below 2^53

/** Base58 (bitcoin alphabet), working in base-58^5 limbs: ~5x fewer steps than digit-at-a-time. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const limbs = new Float64Array(Math.ceil(((bytes.length - zeros) * 138) / 100 / 5) + 1);
  let used = 0;
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0;
    for (let j = 0; j < used; j++) {
      carry += (limbs[j] ?? 0) * 256;
      const quotient = Math.floor(carry / LIMB);
      limbs[j] = carry - quotient * LIMB;
      carry = quotient;
    }
    while (carry > 0) {
      const quotient = Math.floor(carry / LIMB);
      limbs[used++] = carry - quotient * LIMB;
      carry = quotient;
    }
  }
  // Digits are written right to left into a char-code buffer, then decoded once (a flat string).
  const out = Buffer.allocUnsafe(zeros + used * 5);
  let pos = out.length;
  for (let j = 0; j < used; j++) {
    let limb = limbs[j] ?? 0;
    const last = j === used - 1;
    for (let k = 0; k < 5 && (!last || limb > 0); k++) {
      const quotient = Math.floor(limb / 58);
      out[--pos] = ALPHABET_CODES[limb - quotient * 58] ?? 0;
      limb = quotient;
    }
  }
  out.fill(49, pos - zeros, pos);
  return out.toString('latin1', pos - zeros);
}

/** Returns null when the text is not base58. */
export function decodeBase58(text: string): Uint8Array | null {
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === 49) zeros++;
  const size = (((text.length - zeros) * 733) / 1000 + 1) | 0;
  const bytes = new Uint8Array(size);
  let length = 0;
  for (let i = zeros; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let carry = code < 128 ? (DIGIT_OF[code] ?? -1) : -1;
    if (carry < 0) return null;
    let j = 0;
    for (let k = size - 1; (carry !== 0 || j < length) && k >= 0; k--, j++) {
      carry += 58 * (bytes[k] ?? 0);
      bytes[k] = carry & 0xff;
      carry >>= 8;
    }
    length = j;
  }
  let start = size - length;
  while (start < size && bytes[start] === 0) start++;
  const out = new Uint8Array(zeros + size - start);
  out.set(bytes.subarray(start), zeros);
  return out;
}
