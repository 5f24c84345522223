import fc from 'fast-check';

/** Strings that broke, or could break, a parser, a BigInt, a codec or the database. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u001f',
  'AAAA',
  'x',
  '====',
  '1'.repeat(31),
  '9'.repeat(400),
  '100000000000',
  '18446744073709551616',
  '1e308',
  '-1',
  '0',
  '0.' + '0'.repeat(40) + '1',
  'NaN',
  'Infinity',
  '1,000',
  '0x10',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  '00000000-0000-0000-0000-000000000000',
] as const;

const NASTY_NUMBERS = [1e308, -1e308, 9007199254740992, 2 ** 64, -1, 0, 0.1, 1e-320, 18, 19] as const;

const withBadCharacter = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0007'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);

export const hostileString = (extra: readonly string[] = []) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS, ...extra) },
    { weight: 2, arbitrary: withBadCharacter },
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.base64String({ maxLength: 64 }),
    fc.bigInt({ min: -(1n << 130n), max: 1n << 130n }).map(String),
  );

const hostileNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An array nested hundreds deep: walkers must not recurse on it. */
const deepNest = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let node: unknown = 'bottom';
  for (let i = 0; i < depth; i++) node = [node];
  return node;
});

/** Any JSON value, weighted toward the nasty ones above. */
export const hostileValue = (extra: readonly string[] = []) =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: hostileString(extra) },
      { weight: 2, arbitrary: hostileNumber },
      { weight: 2, arbitrary: fc.array(hostileString(extra), { minLength: 1, maxLength: 3 }) },
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(hostileString(), tie('value'), { maxKeys: 3 }),
      deepNest,
    ),
  })).value;

/** A body derived from a valid one: a few fields replaced or added, or the whole body replaced. */
export function mutatedBody(seed: Record<string, unknown>, extra: readonly string[]) {
  const keys = [...Object.keys(seed), 'extra', 'constructor'];
  const one = fc
    .tuple(fc.constantFrom(...keys), hostileValue(extra))
    .map(([key, value]): unknown => ({ ...seed, [key]: value }));
  return fc.oneof(
    { weight: 1, arbitrary: hostileValue(extra) },
    { weight: 1, arbitrary: fc.constant<unknown>(seed) },
    { weight: 6, arbitrary: one },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...keys), hostileValue(extra)), { minLength: 1, maxLength: 3 })
        .map((pairs): unknown => ({ ...seed, ...Object.fromEntries(pairs) })),
    },
  );
}

/** Raw bodies that are not valid JSON, or not JSON at all. */
export const rawBody = fc.record({
  text: fc.constantFrom('{', '{"a":', '\u0000', 'null', '[]', '"x"', '1e999999', '{"__proto__":{"x":1}}', ''),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
});

/** A path segment: a known id, a percent-encoded random string, or raw percent junk. */
export const hostileSegment = (known: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    fc.constantFrom(
      'x',
      '00000000-0000-0000-0000-000000000000',
      'So11111111111111111111111111111111111111112',
    ),
    fc.constantFrom(...known).map((k) => `${k}%00`),
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom(
      '%00',
      '%ED%A0%80',
      '%FF',
      '%',
      '%zz',
      '%C0%80',
      'a%00b',
      '%2e%2e',
      '%2F',
      '%0a',
      '9'.repeat(60),
    ),
  );

const QUERY_KEYS = ['limit', 'interval', 'hours', 'kind', 'nameLength', 'symbolLength', 'x'] as const;

export const hostileQuery = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...QUERY_KEYS),
        fc.oneof(
          fc.string({ maxLength: 20 }).map(encodeURIComponent),
          fc.constantFrom('%00', '%ED%A0%80', '-1', '1e308', '1'.repeat(31), '', '5m', '24', 'sol', '%'),
        ),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
);
