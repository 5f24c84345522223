/** The ed25519 field's prime, 2^255 − 19. */
const P = (1n << 255n) - 19n;
/** The curve's d, −121665/121666 mod p. */
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;
const LOW_63_BITS = (1n << 63n) - 1n;

/** The Jacobi symbol (a/n) for odd n > 0: for a prime n, 1 when a is a nonzero square mod n, −1 when not. */
function jacobi(a: bigint, n: bigint): -1 | 0 | 1 {
  let top = a % n;
  let bottom = n;
  let sign: -1 | 1 = 1;
  while (top !== 0n) {
    while ((top & 1n) === 0n) {
      top >>= 1n;
      const r = bottom & 7n;
      if (r === 3n || r === 5n) sign = sign === 1 ? -1 : 1;
    }
    [top, bottom] = [bottom, top];
    if ((top & 3n) === 3n && (bottom & 3n) === 3n) sign = sign === 1 ? -1 : 1;
    top %= bottom;
  }
  return bottom === 1n ? sign : 0;
}

/**
 * Whether 32 bytes decode to an ed25519 point, as the runtime's curve25519-dalek decodes them (then no
 * program may sign for them as a PDA): y is the low 255 bits, reduced mod p (a y past p is not refused),
 * and the point exists when x² = (y² − 1)/(d·y² + 1) has a root, so when (y² − 1)(d·y² + 1) is a square
 * mod p (d·y² + 1 is never 0 since d is not a square). The sign bit refuses nothing.
 *
 * Decoders find the root itself, 255 squarings; the Jacobi symbol answers the same question in a quarter
 * of the time. New wallets' token accounts make this a visible share of a rush.
 */
export function onCurve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, 32);
  const y =
    (view.getBigUint64(0, true) |
      (view.getBigUint64(8, true) << 64n) |
      (view.getBigUint64(16, true) << 128n) |
      ((view.getBigUint64(24, true) & LOW_63_BITS) << 192n)) %
    P;
  const y2 = (y * y) % P;
  return jacobi(((y2 + P - 1n) * (D * y2 + 1n)) % P, P) !== -1;
}
