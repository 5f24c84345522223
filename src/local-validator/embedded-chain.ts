import type { FastifyInstance } from 'fastify';
import type { FaucetLimits } from './faucet';
import type { GenesisProgram } from './programs';
import type { RpcRouteOptions } from './routes';
import type { Logger } from './types';

export interface EmbeddedChainOptions {
  /** State lives in `chainPaths(dataDir)`. */
  dataDir: string;
  /** Any pino-style logger; the chain defines the slice it uses rather than importing the server's. */
  logger?: Logger;
  /** default 400 */
  tickMs?: number;
  /**
   * Shortest slot when a client waits for a confirmation (a signature subscription at "confirmed"): the
   * slot then closes this long after it began instead of at `tickMs`. Default min(200, tickMs); equal
   * to `tickMs` keeps every slot at `tickMs` (a test holding the clock still).
   */
  minSlotMs?: number;
  /** default true */
  persist?: boolean;
  /** requestAirdrop limits; default 5 airdrops and 50 SOL per address per minute. */
  faucet?: FaucetLimits;
  /** Most requests in one JSON-RPC batch (default DEFAULT_RPC_BATCH_MAX); more answer -32600. */
  rpcBatchMax?: number;
  /** `--bpf-program` / `--upgradeable-program` (see `parseChainPrograms`); written into a new chain only. */
  programs?: readonly GenesisProgram[];
  /** `--account-dir`: `solana account --output json` files, written into a new chain only. */
  accountsDir?: string;
  /** Surfpool-style fork: accounts the chain has never seen are fetched from this RPC on first use. */
  forkUrl?: string;
  /** How long one upstream getMultipleAccounts may take (default 10 s). */
  forkTimeoutMs?: number;
}

export interface EmbeddedChain {
  /** Handle one JSON-RPC request body (single object or batch array, already parsed). Returns the JSON *string* of the response (bigint-safe: u64 values as JSON numbers without precision loss). */
  handle(body: unknown): Promise<string>;
  /** The same response as values, exactly as kit's `parseJsonWithBigInts` would read `handle`'s text (every integer a bigint). */
  handleValue(body: unknown): Promise<unknown>;
  /** Register POST /rpc (JSON-RPC) and GET /rpc websocket (subscriptions) on a Fastify 5 instance, or at `options.path`, optionally WebSocket only. The app already registered @fastify/websocket before calling this. */
  registerRoutes(app: FastifyInstance, options?: RpcRouteOptions): void;
  /** Credits lamports directly (used by the faucet & platform bootstrap); returns nothing or a signature. */
  airdrop(address: string, lamports: bigint): Promise<string>;
  /** Read-only access for server code that wants speed (e.g. tests): current slot */
  getSlot(): bigint;
  /** Persist now and stop the tick timer and close WS subscriptions. */
  close(): Promise<void>;
}
