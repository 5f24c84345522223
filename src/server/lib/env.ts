import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from './trust-proxy';

/** `off` switches a setting off (→ null); anything else goes through `schema`. */
const offOr = <T extends z.ZodType>(schema: T, off: readonly [string, ...string[]] = ['off']) =>
  z.union([z.enum(off).transform(() => null), schema]);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** solana-test-validator style JSON-RPC at the root of this port, WebSocket on the next one. */
  RPC_PORT: offOr(z.coerce.number().int().min(1).max(65534), ['off', '0']).default(8899),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SOLANA_RPC_URL: z.string().url().optional(),
  SOLANA_WS_URL: z.string().url().optional(),
  PLATFORM_KEYPAIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** Other origins the site is also served from (comma-separated), e.g. a dev server's; see lib/site.ts. */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url('ALLOWED_ORIGINS must be comma-separated http(s) origins'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines at a terminal outside production, JSON otherwise (lib/log-format.ts). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  API_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for `request.ip` (off by default). */
  TRUST_PROXY: trustProxySchema,
  /** Bulk-send plans (and retries, resumes) per wallet per minute, on each of those endpoints. */
  BATCH_PLAN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Embedded chain block time; shorter only for tests and demos that need blockhashes to expire fast. */
  CHAIN_TICK_MS: z.coerce.number().int().min(1).max(10_000).default(400),
  /** Embedded chain: programs loaded into a new chain, `ADDRESS=PATH.so[:AUTHORITY],…` (see README). */
  CHAIN_PROGRAMS: z.string().optional(),
  /** Embedded chain: a folder of `solana account --output json` files loaded into a new chain. */
  CHAIN_ACCOUNTS: z.string().optional(),
  /** Embedded chain: fetch accounts it has never seen from this RPC on first use (a fork). */
  CHAIN_FORK_URL: z.string().url().optional(),
  /** Embedded faucet (requestAirdrop) limits; unset = by exposure, see `faucetDefaults`. */
  FAUCET_MAX_SOL: offOr(z.coerce.number().positive().max(1_000_000)).optional(),
  FAUCET_AIRDROPS_PER_MINUTE: offOr(z.coerce.number().int().positive()).optional(),
  FAUCET_SOL_PER_MINUTE: offOr(z.coerce.number().positive().max(1_000_000)).optional(),
  /** JSON-RPC (/rpc, the test-validator port, /evm) requests per minute per client address (see README). */
  RPC_RATE_LIMIT: offOr(z.coerce.number().int().positive()).default(600),
  RPC_RATE_LIMIT_LOOPBACK: offOr(z.coerce.number().int().positive()).default(60_000),
  /** Most requests in one JSON-RPC batch on the Solana endpoints and on /evm. */
  RPC_BATCH_MAX: z.coerce.number().int().min(1).max(10_000).default(100),
  EVM_BATCH_MAX: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Gas and time one eth_call / eth_estimateGas may use (geth's --rpc.gascap and --rpc.evmtimeout). */
  EVM_CALL_GAS_CAP: z.coerce.number().int().min(21_000).max(30_000_000).default(5_000_000),
  EVM_CALL_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
  /** Background sends (batches) go out this many transactions at a time… */
  SEND_CHUNK_SIZE: z.coerce.number().int().min(1).max(1000).default(16),
  /** …with this pause between chunks, to stay under an RPC provider's rate limit (0 on the embedded chain). */
  SEND_CHUNK_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Jupiter swap and price APIs (mainnet only); tests point it at recorded fixtures. */
  JUPITER_API_URL: z.string().url().default('https://lite-api.jup.ag'),
  /** Bridge quote APIs used on a real cluster (quote only); tests point them at recorded fixtures. */
  DEBRIDGE_API_URL: z.string().url().default('https://dln.debridge.finance'),
  MAYAN_API_URL: z.string().url().default('https://price-api.mayan.finance'),
  /** How long one provider may take to quote before the screen shows its error and the others' quotes. */
  BRIDGE_QUOTE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /** OpenAI-compatible chat completions for the AI tools; without them the template composer writes. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Seconds in one staking lock day: 86400, or less to rehearse a whole lock in minutes (0.05–86400). */
  STAKING_DAY_SECONDS: z.coerce.number().min(0.05).max(86_400).default(86_400),
  /** `on`: create SOLX at start on a non-embedded cluster too (devnet), paid by a funded platform key. */
  SOLX_BOOTSTRAP: z.enum(['on', 'off']).default('off'),
  /** SOL side of the SOL/SOLX pool at bootstrap (with the 80 M SOLX liquidity reserve it sets the price). */
  SOLX_POOL_SOL: z.coerce.number().positive().max(1_000_000).default(26_667),
  /** Key-encryption key of the API key vault (32 bytes, base64 or hex); unset = generated into DATA_DIR. */
  VAULT_KEK: z.string().optional(),
  /** The KEK before a rotation: at start, every key it wrapped is re-wrapped with the current KEK. */
  VAULT_KEK_PREVIOUS: z.string().optional(),
  /**
   * Helius endpoint template for wallets that choose their stored Helius key as RPC ({key} is replaced).
   * Unset: https://{mainnet|devnet}.helius-rpc.com/?api-key={key} by cluster, none on other clusters.
   */
  HELIUS_RPC_URL: z
    .string()
    .url()
    .refine((v) => v.includes('{key}'), 'HELIUS_RPC_URL must contain {key}')
    .optional(),
});

/** Embedded faucet limits in SOL; null = no limit. */
export interface FaucetSettings {
  readonly maxSol: number | null;
  readonly airdropsPerMinute: number | null;
  readonly solPerMinute: number | null;
}

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = ParsedEnv & {
  dataDir: string;
  faucet: FaucetSettings;
  /** Only this machine can reach the app: HOST and PUBLIC_URL (when set) are loopback addresses. */
  localOnly: boolean;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const localOnly = isLocalOnly(env);
  const defaults = faucetDefaults(localOnly);
  const faucet: FaucetSettings = {
    maxSol: env.FAUCET_MAX_SOL === undefined ? defaults.maxSol : env.FAUCET_MAX_SOL,
    airdropsPerMinute:
      env.FAUCET_AIRDROPS_PER_MINUTE === undefined
        ? defaults.airdropsPerMinute
        : env.FAUCET_AIRDROPS_PER_MINUTE,
    solPerMinute: env.FAUCET_SOL_PER_MINUTE === undefined ? defaults.solPerMinute : env.FAUCET_SOL_PER_MINUTE,
  };
  return { ...env, dataDir: path.resolve(env.DATA_DIR), faucet, localOnly };
}

/**
 * Like solana-test-validator when only this machine can reach the app (large airdrops, no rate);
 * 5 airdrops and 50 SOL per address per minute once it is reachable from elsewhere.
 */
export function faucetDefaults(localOnly: boolean): FaucetSettings {
  return localOnly
    ? { maxSol: 1000, airdropsPerMinute: null, solPerMinute: null }
    : { maxSol: 50, airdropsPerMinute: 5, solPerMinute: 50 };
}

/** HOST is a loopback address and PUBLIC_URL (when set, e.g. behind a proxy) is one too. */
function isLocalOnly(env: ParsedEnv): boolean {
  const publicHost = env.PUBLIC_URL === undefined ? null : new URL(env.PUBLIC_URL).hostname;
  return isLoopback(env.HOST) && (publicHost === null || isLoopback(publicHost));
}

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}
