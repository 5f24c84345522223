import { ed25519 } from '@noble/curves/ed25519';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onCurve } from './on-curve';

/** The reference: noble's decoder in ZIP-215 mode, which decodes as curve25519-dalek does. */
function decodes(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes, true);
    return true;
  } catch {
    return false;
  }
}

const P = (1n << 255n) - 19n;
/** y as 32 little-endian bytes, with the sign bit set or not. */
function bytesOf(y: bigint, sign: boolean): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number((y >> BigInt(8 * i)) & 0xffn);
  if (sign) out[31] = (out[31] ?? 0) | 0x80;
  return out;
}

describe('onCurve', () => {
  it('answers as the decoder does for any 32 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(onCurve(bytes)).toBe(decodes(bytes));
      }),
      { numRuns: 5_000 },
    );
  });

  it('answers as the decoder does at the edges: x = 0, y past p, the field bounds, either sign', () => {
    const ys = [0n, 1n, 2n, P - 2n, P - 1n, P, P + 1n, P + 2n, (1n << 255n) - 1n, (1n << 255n) - 2n];
    for (const y of ys)
      for (const sign of [false, true]) {
        const bytes = bytesOf(y, sign);
        expect(onCurve(bytes), `y = ${y}, sign ${sign}`).toBe(decodes(bytes));
      }
    // Points that exist: the base point, and points from keys.
    expect(onCurve(ed25519.Point.BASE.toBytes())).toBe(true);
    for (let i = 1; i < 50; i++) expect(onCurve(ed25519.Point.BASE.multiply(BigInt(i)).toBytes())).toBe(true);
  });

  it('reads bytes at an offset inside a larger buffer', () => {
    const point = ed25519.Point.BASE.multiply(7n).toBytes();
    const padded = new Uint8Array(40);
    padded.set(point, 5);
    expect(onCurve(padded.subarray(5, 37))).toBe(true);
  });
});
