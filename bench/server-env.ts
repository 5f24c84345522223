/** A bench's server as users run it (npm start), on the embedded chain and PGlite whatever the shell points at. */
export const BENCH_SERVER_ENV = {
  // As users run it: the answers' contract checks are for tests.
  NODE_ENV: 'production',
  DATABASE_URL: undefined,
  SOLANA_RPC_URL: undefined,
  PUBLIC_URL: undefined,
  // The API's default limit (300/min per client) would answer a load run with 429s.
  API_RATE_LIMIT: '1000000000',
};
