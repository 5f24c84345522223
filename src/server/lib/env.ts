import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SOLANA_RPC_URL: z.string().url().optional(),
  SOLANA_WS_URL: z.string().url().optional(),
  PLATFORM_KEYPAIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /** Embedded chain block time; shorter only for tests and demos that need blockhashes to expire fast. */
  CHAIN_TICK_MS: z.coerce.number().int().min(1).max(10_000).default(400),
  /** Background sends (batches) go out this many transactions at a time… */
  SEND_CHUNK_SIZE: z.coerce.number().int().min(1).max(1000).default(16),
  /** …with this pause between chunks, to stay under an RPC provider's rate limit (0 on the embedded chain). */
  SEND_CHUNK_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Jupiter swap and price APIs (mainnet only); tests point it at recorded fixtures. */
  JUPITER_API_URL: z.string().url().default('https://lite-api.jup.ag'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
