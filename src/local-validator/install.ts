import { Account } from 'litesvm/dist/internal.js';
import type { ChainCore, WrittenAccount } from './core';
import type { LargeAccounts } from './large-accounts';

/**
 * Puts accounts that come from outside a transaction (genesis files, a forked cluster) into LiteSVM and
 * every index kept beside it. Non-executable accounts go first: LiteSVM compiles a program when its
 * account is set, and an upgradeable program reads its program-data account then.
 */
export function installAccounts(
  core: ChainCore,
  large: LargeAccounts,
  accounts: readonly WrittenAccount[],
): void {
  const present = accounts.filter((a) => a.account !== null);
  const ordered = [
    ...present.filter((a) => !a.account?.executable),
    ...present.filter((a) => a.account?.executable),
  ];
  for (const { address, account } of ordered) {
    const key = core.book.toBytes(address);
    const owner = account ? core.book.toBytes(account.owner) : null;
    if (!key || !owner || !account) throw new Error(`bad account ${address} (owner ${account?.owner})`);
    core.svm.setAccount(
      key,
      new Account(account.lamports, account.data, owner, account.executable, account.rentEpoch),
    );
    core.indexes.updateAccount(address, account);
  }
  core.sizes.onWritten(present);
  large.onWritten(present);
}
