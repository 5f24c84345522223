import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

type Parsers = PGlite['parsers'];

/** The part of PGlite a one-trip statement needs (PGlite itself, or `PGliteThread`). */
export type OneTripClient = Pick<PGlite, 'parsers' | '_runExclusiveQuery' | '_runExclusiveTransaction'> & {
  execProtocol(
    message: Uint8Array,
    options: { syncToFs: boolean },
  ): Promise<{ messages: Parameters<typeof parse.parseResults>[0] }>;
};
const { serialize } = protocol;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Named statements, by text: Postgres parses and analyses each text once per database session. */
interface StatementCache {
  names: Map<string, string>;
  next: number;
}
/**
 * Distinct statement texts kept parsed; beyond it, and for long texts (bulk inserts whose row count
 * varies, so each text is used about once), statements are parsed each time.
 */
const MAX_STATEMENTS = 500;
const MAX_NAMED_LENGTH = 4_000;

/**
 * One parameterised statement in one call into PGlite's Postgres, parsed once per text. PGlite's own
 * `query` makes six calls (parse, describe the statement to learn its parameter types, bind, describe,
 * execute, sync) and parses and plans the text every time: two thirds of a small statement's time. Here
 * the parameters go as text of unknown type, which Postgres infers from the statement, prepared by
 * node-postgres's own `prepareValue`: the PostgreSQL deployment sends exactly these values through
 * node-postgres, so both databases see the same parameters.
 *
 * The caller holds PGlite's locks (see `oneTripQuery`).
 */
async function runInOneTrip<T>(
  client: OneTripClient,
  parsers: Parsers,
  statements: StatementCache,
  sql: string,
  params: readonly unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const known = statements.names.get(sql);
  const named = statements.names.size < MAX_STATEMENTS && sql.length <= MAX_NAMED_LENGTH;
  const name = known ?? (named ? `s${statements.next++}` : '');
  const message = concat([
    ...(known ? [] : [serialize.parse({ text: sql, name })]),
    serialize.bind({ statement: name, values: params.map((value) => pgUtils.prepareValue(value)) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  try {
    const { messages } = await client.execProtocol(message, { syncToFs: false });
    // Named once its parse is known to have worked. After an error the text is parsed again under a new
    // name next time (a name whose parse worked before the error is left unused: errors are rare).
    if (!known && name) statements.names.set(sql, name);
    // One execute gives one result (parseResults makes an empty one for a statement without rows).
    return parse.parseResults(messages, parsers, options)[0] as Results<T>;
  } catch (error) {
    // What PGlite's own `query` adds to a database error, so logs and handlers see the same thing.
    if (error instanceof Error) Object.assign(error, { query: sql, params, queryOptions: options });
    throw error;
  }
}

const caches = new WeakMap<OneTripClient, StatementCache>();

/**
 * `query` for `client`, or for a transaction callback running on it (which already holds the transaction
 * lock) with `inTransaction`. Results are parsed with `parsers` (default: the client's own table; pass
 * a whole table rather than per-query parsers, which PGlite would merge into a copy on every call).
 * Writes reach the files as PGlite's NodeFS writes through, so there is no sync to wait for afterwards
 * (see `openDatabase`).
 */
export function oneTripQuery(
  client: OneTripClient,
  { inTransaction = false, parsers = client.parsers }: { inTransaction?: boolean; parsers?: Parsers } = {},
) {
  let statements = caches.get(client);
  if (!statements) {
    statements = { names: new Map(), next: 0 };
    caches.set(client, statements);
  }
  const cache = statements;
  return <T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const run = () =>
      client._runExclusiveQuery(() => runInOneTrip<T>(client, parsers, cache, sql, params, options));
    return inTransaction ? run() : client._runExclusiveTransaction(run);
  };
}
