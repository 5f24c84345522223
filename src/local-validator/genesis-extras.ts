import { readAccountDir } from './account-files';
import type { ChainCore, WrittenAccount } from './core';
import { installAccounts } from './install';
import type { LargeAccounts } from './large-accounts';
import { programAccounts } from './programs';
import type { GenesisProgram } from './programs';
import type { Logger } from './types';

export interface GenesisExtras {
  readonly programs?: readonly GenesisProgram[];
  readonly accountsDir?: string;
}

/**
 * `--account-dir` files, then `--bpf-program` / `--upgradeable-program` programs (a program wins over a file
 * for the same address, as in solana-test-validator's genesis). Like the validator, they are written into
 * a new chain only: an existing one keeps its state, and is told so in the log.
 */
export async function applyGenesisExtras(
  core: ChainCore,
  large: LargeAccounts,
  fresh: boolean,
  extras: GenesisExtras,
  logger: Logger | undefined,
): Promise<number> {
  const programs = extras.programs ?? [];
  if (programs.length === 0 && !extras.accountsDir) return 0;
  if (!fresh) {
    logger?.warn(
      { programs: programs.map((p) => p.address), accountsDir: extras.accountsDir },
      'embedded chain: CHAIN_PROGRAMS / CHAIN_ACCOUNTS are loaded into a new chain only, as ' +
        "solana-test-validator's --bpf-program / --account-dir are; this chain already exists, so they " +
        'were not loaded (start with an empty data directory to load them)',
    );
    return 0;
  }
  const accounts: WrittenAccount[] = extras.accountsDir ? readAccountDir(extras.accountsDir) : [];
  for (const program of programs) accounts.push(...(await programAccounts(core.svm, program)));
  const { installed, refused } = installAccounts(core, large, accounts);
  if (refused.length > 0) {
    const list = refused.map((r) => `${r.address}: ${r.reason}`).join('; ');
    throw new Error(
      `CHAIN_PROGRAMS / CHAIN_ACCOUNTS: the chain refused ${list} (is each program an SBF ELF?)`,
    );
  }
  return installed.length;
}
