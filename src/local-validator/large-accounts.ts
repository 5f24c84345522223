import { Account } from 'litesvm/dist/internal.js';
import type { LiteSvm } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';
import type { WrittenAccount } from './core';

/**
 * LiteSVM's `toBytes` refuses any account whose data is longer than this (its serializer's preallocation
 * limit: "Encoded sequence length exceeded preallocation limit of 4194304 bytes"), while Solana allows
 * 10 MiB. Such accounts go into our snapshot beside LiteSVM's bytes instead.
 */
export const SVM_SNAPSHOT_DATA_LIMIT = 4 * 1024 * 1024;

export interface LargeAccount {
  readonly address: string;
  readonly lamports: bigint;
  readonly owner: string;
  readonly executable: boolean;
  readonly rentEpoch: bigint;
  readonly data: Uint8Array;
}

/** Which accounts hold more than LiteSVM can serialize; every change of state comes through `onWritten`. */
export class LargeAccounts {
  private readonly addresses = new Set<string>();

  onWritten(written: readonly WrittenAccount[]): void {
    for (const { address, account } of written) {
      if (account && account.data.length > SVM_SNAPSHOT_DATA_LIMIT) this.addresses.add(address);
      else this.addresses.delete(address);
    }
  }

  /**
   * LiteSVM's bytes with every large account left empty, and those accounts as they are. The accounts are
   * emptied and put back within this call, so no transaction or read ever sees them empty.
   */
  serialize(svm: LiteSvm, book: AddressBook): { svmBytes: Uint8Array; large: LargeAccount[] } {
    const large: LargeAccount[] = [];
    const originals: [Uint8Array, Account][] = [];
    try {
      for (const address of this.addresses) {
        const key = book.toBytes(address);
        const account = key ? svm.getAccount(key) : null;
        const data = account?.data();
        if (!key || !account || !data || data.length <= SVM_SNAPSHOT_DATA_LIMIT) {
          this.addresses.delete(address);
          continue;
        }
        const owner = account.owner();
        large.push({
          address,
          lamports: account.lamports(),
          owner: book.toText(owner),
          executable: account.executable(),
          rentEpoch: account.rentEpoch(),
          data,
        });
        originals.push([key, account]);
        // Not executable: LiteSVM would try to load an empty program.
        svm.setAccount(
          key,
          new Account(account.lamports(), new Uint8Array(0), owner, false, account.rentEpoch()),
        );
      }
      return { svmBytes: svm.toBytes(), large };
    } finally {
      for (const [key, account] of originals) svm.setAccount(key, account);
    }
  }

  /** Puts the accounts a snapshot kept beside LiteSVM's bytes back into the restored instance. */
  restore(svm: LiteSvm, book: AddressBook, large: readonly LargeAccount[]): void {
    for (const a of large) {
      const key = book.toBytes(a.address);
      const owner = book.toBytes(a.owner);
      if (!key || !owner) throw new Error(`snapshot names a bad address: ${a.address} or ${a.owner}`);
      svm.setAccount(key, new Account(a.lamports, a.data, owner, a.executable, a.rentEpoch));
      this.addresses.add(a.address);
    }
  }
}
