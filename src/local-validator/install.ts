import { Account } from 'litesvm/dist/internal.js';
import type { ChainCore, WrittenAccount } from './core';
import type { LargeAccounts } from './large-accounts';

export interface RefusedAccount {
  readonly address: string;
  readonly reason: string;
}

/**
 * Puts accounts that come from outside a transaction (genesis files, a forked cluster) into LiteSVM and
 * every index kept beside it. Non-executable accounts go first: LiteSVM compiles a program when its
 * account is set, and an upgradeable program reads its program-data account then. An account LiteSVM
 * refuses (a program that does not compile) is left out and returned.
 */
export function installAccounts(
  core: ChainCore,
  large: LargeAccounts,
  accounts: readonly WrittenAccount[],
): { installed: WrittenAccount[]; refused: RefusedAccount[] } {
  const ordered = [
    ...accounts.filter((a) => a.account && !a.account.executable),
    ...accounts.filter((a) => a.account?.executable),
  ];
  const installed: WrittenAccount[] = [];
  const refused: RefusedAccount[] = [];
  for (const written of ordered) {
    const { address, account } = written;
    const key = core.book.toBytes(address);
    const owner = account ? core.book.toBytes(account.owner) : null;
    if (!key || !owner || !account) {
      refused.push({ address, reason: `not a valid address or owner (${account?.owner})` });
      continue;
    }
    try {
      core.svm.setAccount(
        key,
        new Account(account.lamports, account.data, owner, account.executable, account.rentEpoch),
      );
    } catch (error) {
      refused.push({ address, reason: error instanceof Error ? error.message : String(error) });
      continue;
    }
    core.indexes.updateAccount(address, account);
    installed.push(written);
  }
  core.sizes.onWritten(installed);
  large.onWritten(installed);
  return { installed, refused };
}
