import type { KeyPairSigner } from '@solana/kit';
import type { EmbeddedEvm } from '@local-evm';
import type { ChainClient } from './chain/client';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Env } from './lib/env';
import type { Logger } from './lib/logger';

/** Everything a service needs, built once in main.ts and passed down explicitly. */
export interface AppContext {
  env: Env;
  logger: Logger;
  database: Database;
  chain: ChainClient;
  /** The embedded EVM chains (bridge destinations); null on a real Solana cluster. */
  evm: EmbeddedEvm | null;
  jobs: JobQueue;
  platform: KeyPairSigner;
  publicUrl: string;
  // `operations` (every operation kind) is declared by chain/pipeline/registry.ts, merged into this
  // interface: the registry's hooks take an AppContext, so importing it here would be an import cycle.
}
