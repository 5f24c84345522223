import type { KeyPairSigner } from '@solana/kit';
import type { EmbeddedEvm } from '@local-evm';
import type { ChainClient } from './chain/client';
import type { OperationRegistry } from './chain/pipeline/registry';
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
  /** Every operation kind (src/server/operation-kinds.ts), looked up by the pipeline. */
  operations: OperationRegistry;
}
