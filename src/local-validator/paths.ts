import { join } from 'node:path';

/** Where the local validator keeps its state under a data directory. */
export interface ChainPaths {
  /** `${dataDir}/chain` */
  readonly dir: string;
  /** The LiteSVM snapshot, replaced atomically at most once per block. */
  readonly snapshot: string;
  /** The write-ahead log and transaction history: one JSON line per landed transaction. */
  readonly log: string;
  /** One fixed-size header per produced block (blockhash, time, height), for getBlock and its kin. */
  readonly blocks: string;
}

export function chainPaths(dataDir: string): ChainPaths {
  const dir = join(dataDir, 'chain');
  return {
    dir,
    snapshot: join(dir, 'state.bin'),
    log: join(dir, 'transactions.log'),
    blocks: join(dir, 'blocks.bin'),
  };
}
