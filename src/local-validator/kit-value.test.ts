import { parseJsonWithBigInts } from '@solana/rpc-spec-types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringifyJson } from './bigint-json';
import { kitValue } from './kit-value';

const viaText = (value: unknown) => parseJsonWithBigInts(stringifyJson(value));

describe('kitValue', () => {
  it('gives what kit reads from the JSON text, for any value', () => {
    const values = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(values, (value) => {
        expect(kitValue(value)).toStrictEqual(viaText(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads numbers the way their text reads', () => {
    const numbers = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(2 ** 60, -(2 ** 70), 1e21, 5e-7, -0, Number.MAX_VALUE, Number.MIN_VALUE),
    );
    fc.assert(
      fc.property(numbers, (n) => {
        expect(kitValue({ n })).toStrictEqual(viaText({ n }));
      }),
      { numRuns: 5_000 },
    );
    // Integers (even past 2^53, rounded as printed) become bigints; fractions stay numbers.
    expect(kitValue([2 ** 60, 1e21, 1.5, 5e-7, 7])).toStrictEqual([
      1152921504606847000n,
      10n ** 21n,
      1.5,
      5e-7,
      7n,
    ]);
  });

  it('writes bytes as bigints, drops undefined fields and makes other non-JSON values null', () => {
    const value = { bytes: new Uint8Array([0, 255]), gone: undefined, list: [undefined, NaN, () => 1] };
    expect(kitValue(value)).toStrictEqual({ bytes: [0n, 255n], list: [null, null, null] });
    expect(kitValue(undefined)).toBeNull();
    // A "__proto__" key is an ordinary own field, as JSON.parse makes it, not a prototype.
    const own = JSON.parse('{"__proto__":{"polluted":1}}') as object;
    expect(kitValue(own)).toStrictEqual(viaText(own));
    expect(Object.keys(kitValue(own) as object)).toEqual(['__proto__']);
  });

  it('copies: changing the answer never changes the chain state it came from', () => {
    const state = { nested: { list: [1n] } };
    const answer = kitValue(state) as typeof state;
    answer.nested.list.push(2n);
    expect(state.nested.list).toEqual([1n]);
  });
});
