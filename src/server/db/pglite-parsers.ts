import { type PGlite, type Transaction, types } from '@electric-sql/pglite';
import { oneTripQuery, type OneTripClient } from './pglite-one-trip';

type Parser = (value: string, typeId?: number) => unknown;
type QueryOptions = { parsers?: Record<number, Parser> } & Record<string, unknown>;

// Drizzle reads these types as the database's text and maps them itself, so it passes identity parsers
// for them with every query. PGlite merges a query's parsers into a copy of its ~300-entry parser table
// on every call: 0.12 ms, two thirds of a small indexed select. The identity parsers are installed once
// on the instance instead, and drizzle's client drops the per-query copy.
const SCALARS = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE] as const;
const ARRAYS: readonly (readonly [number, number])[] = [
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
  [1231, types.NUMERIC],
];

/**
 * Installs drizzle's text parsers on `client` and returns (a) the client drizzle should be given, whose
 * `query` runs each statement in one trip (db/pglite-one-trip.ts), (b) a one-trip query for raw SQL (the
 * job queue) that parses as a plain PGlite does (Date objects) and (c) those parsers, for raw
 * statements without parameters.
 */
export function installDrizzleParsers<C extends OneTripClient & Pick<PGlite, 'transaction'>>(
  client: C,
): {
  drizzleClient: C;
  rawQuery: ReturnType<typeof oneTripQuery>;
  rawParsers: Record<number, Parser>;
} {
  const original = client.parsers as Record<number, Parser>;
  const rawParsers: Record<number, Parser> = {};
  for (const oid of SCALARS) rawParsers[oid] = original[oid] ?? ((v: string) => v);
  for (const [arrayOid, elementOid] of ARRAYS) {
    const element = original[elementOid] ?? ((v: string) => v);
    rawParsers[arrayOid] = (value: string) => types.arrayParser(value, element, arrayOid);
  }
  const identity = (value: string) => value;
  for (const oid of [...SCALARS, ...ARRAYS.map(([arrayOid]) => arrayOid)]) original[oid] = identity;
  const rawQuery = oneTripQuery(client, { parsers: { ...original, ...rawParsers } });

  const strip = (options?: QueryOptions) => {
    if (!options?.parsers) return options;
    const { parsers: _dropped, ...rest } = options;
    return rest;
  };
  const query = (inTransaction: boolean) => {
    const run = oneTripQuery(client, { inTransaction });
    return (sql: string, params?: unknown[], options?: QueryOptions) => run(sql, params, strip(options));
  };
  const clientQuery = query(false);
  const transactionQuery = query(true);
  // PGlite keeps its state in private fields, so its methods must run on the instance itself.
  const bound = (target: object, prop: string | symbol) => {
    const value = Reflect.get(target, prop) as unknown;
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  };
  const wrapTx = (tx: Transaction): Transaction =>
    new Proxy(tx, { get: (target, prop) => (prop === 'query' ? transactionQuery : bound(target, prop)) });
  const drizzleClient = new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return clientQuery;
      if (prop === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(wrapTx(tx)));
      return bound(target, prop);
    },
  });
  return { drizzleClient, rawQuery, rawParsers };
}
