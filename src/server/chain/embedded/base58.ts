const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT_OF[ALPHABET.charCodeAt(i)] = i;

/** Plain O(n²) base58 (bitcoin alphabet); fast enough for keys, signatures and small instruction data. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const size = (((bytes.length - zeros) * 138) / 100 + 1) | 0;
  const digits = new Uint8Array(size);
  let length = 0;
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0;
    let j = 0;
    for (let k = size - 1; (carry !== 0 || j < length) && k >= 0; k--, j++) {
      carry += 256 * (digits[k] ?? 0);
      digits[k] = carry % 58;
      carry = (carry / 58) | 0;
    }
    length = j;
  }
  let start = size - length;
  while (start < size && digits[start] === 0) start++;
  let out = '1'.repeat(zeros);
  for (let i = start; i < size; i++) out += ALPHABET[digits[i] ?? 0];
  return out;
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
