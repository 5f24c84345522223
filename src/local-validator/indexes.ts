import type { AddressBook } from './address-book';
import { isTokenProgram, readMint, readTokenAccount, tokenAccountKind } from './token-layout';
import type { AccountSnapshot } from './svm';

export interface TokenInfo {
  readonly mint: string;
  readonly owner: string;
  readonly amount: bigint;
  readonly programId: string;
}

export interface MintInfo {
  readonly decimals: number;
  readonly programId: string;
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

/**
 * Secondary indexes LiteSVM does not keep. They are fed with the post-state of every account a
 * transaction could have written, so reads never scan the whole account set.
 */
export class ChainIndexes {
  readonly byProgram = new Map<string, Set<string>>();
  readonly tokenAccounts = new Map<string, TokenInfo>();
  readonly tokensByOwner = new Map<string, Set<string>>();
  readonly tokensByMint = new Map<string, Set<string>>();
  readonly mints = new Map<string, MintInfo>();
  readonly signaturesByAddress = new Map<string, number[]>();
  private readonly ownerOf = new Map<string, string>();

  constructor(private readonly book: AddressBook) {}

  /** Record the current state of an account; null means it no longer exists. */
  updateAccount(address: string, account: AccountSnapshot | null): void {
    const previousOwner = this.ownerOf.get(address);
    const owner = account?.owner;
    if (previousOwner !== owner) {
      if (previousOwner !== undefined) removeFrom(this.byProgram, previousOwner, address);
      if (owner === undefined) this.ownerOf.delete(address);
      else {
        this.ownerOf.set(address, owner);
        addTo(this.byProgram, owner, address);
      }
    }
    if (account && isTokenProgram(account.owner)) this.updateToken(address, account);
    else if (previousOwner !== undefined && isTokenProgram(previousOwner)) this.dropToken(address);
  }

  private updateToken(address: string, account: AccountSnapshot): void {
    const kind = tokenAccountKind(account.owner, account.data);
    if (kind === 'mint') {
      const mint = readMint(account.data);
      if (mint) this.mints.set(address, { decimals: mint.decimals, programId: account.owner });
      return;
    }
    const state = kind === 'account' ? readTokenAccount(account.data) : null;
    if (!state) {
      this.dropToken(address);
      return;
    }
    const info: TokenInfo = {
      mint: this.book.toText(state.mint),
      owner: this.book.toText(state.owner),
      amount: state.amount,
      programId: account.owner,
    };
    const previous = this.tokenAccounts.get(address);
    if (previous && previous.owner !== info.owner) removeFrom(this.tokensByOwner, previous.owner, address);
    if (previous && previous.mint !== info.mint) removeFrom(this.tokensByMint, previous.mint, address);
    this.tokenAccounts.set(address, info);
    addTo(this.tokensByOwner, info.owner, address);
    addTo(this.tokensByMint, info.mint, address);
  }

  private dropToken(address: string): void {
    this.mints.delete(address);
    const previous = this.tokenAccounts.get(address);
    if (!previous) return;
    this.tokenAccounts.delete(address);
    removeFrom(this.tokensByOwner, previous.owner, address);
    removeFrom(this.tokensByMint, previous.mint, address);
  }

  addSignature(address: string, seq: number): void {
    const list = this.signaturesByAddress.get(address);
    if (list) list.push(seq);
    else this.signaturesByAddress.set(address, [seq]);
  }

  owners(): string[] {
    return [...this.byProgram.keys()];
  }
}
