/**
 * A statement with a parameter of each type the app sends (and an array result), and its values: what a
 * PGlite client built on the wire protocol must give back exactly as PGlite's own `query` does.
 */
export const TYPED = `select $1::int4 as i, $2::int8 as big, $3::numeric as num, $4::jsonb as doc, $5::timestamptz as at,
  $6::text[] as words, $7::bytea as bytes, $8::bool as yes, $9::uuid as id, $10::text as nothing,
  array[1, 2]::int4[] as ints`;

export const TYPED_VALUES: unknown[] = [
  41,
  9_007_199_254_740_993n,
  '12345678901234567890.123456789',
  JSON.stringify({ a: [1, 'two', null] }),
  new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 678)),
  ['a', 'b,c', 'd"e', ''],
  Buffer.from([0, 1, 254, 255]),
  true,
  '0b8a3d1e-4c3f-4a5e-9d2b-7f6e5d4c3b2a',
  null,
];
