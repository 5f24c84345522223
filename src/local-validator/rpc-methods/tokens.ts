import { encodeAccount } from '../account-encoding';
import { withContext } from '../core';
import { invalidParams } from '../errors';
import { checkCommon, configAt, encodeOptions, requireAddress } from '../params';
import type { Config } from '../params';
import { readAccount } from '../svm';
import { uiTokenAmount } from '../token-amount';
import { isTokenProgram, readMint, readTokenAccount, tokenAccountKind } from '../token-layout';
import type { MethodTable, RpcCore } from './types';

const LARGEST_ACCOUNTS = 20;

function readConfig(core: RpcCore, params: readonly unknown[], index: number): Config {
  const config = configAt(params, index);
  checkCommon(config, core.clock.slot);
  return config;
}

/** The accounts of a mint, or of a token program, that `matches` keeps (`among`: an index to narrow the scan). */
function tokenAccountsOf(
  core: RpcCore,
  filterValue: unknown,
  config: Config,
  among: Iterable<string> | null,
  matches: (address: string, data: Uint8Array) => boolean,
) {
  if (typeof filterValue !== 'object' || filterValue === null)
    throw invalidParams('expected a filter object with mint or programId');
  const filter = filterValue as Record<string, unknown>;
  let mint: string | undefined;
  let programId: string | undefined;
  if (filter.mint !== undefined) {
    mint = requireAddress(core.book, filter.mint, 'mint').text;
    if (!core.indexes.mints.has(mint)) throw invalidParams('could not find mint');
  } else if (filter.programId !== undefined) {
    programId = requireAddress(core.book, filter.programId, 'programId').text;
    if (!isTokenProgram(programId)) throw invalidParams('unrecognized Token program id');
  } else {
    throw invalidParams('expected a filter object with mint or programId');
  }
  const options = encodeOptions(config);
  const candidates =
    among ?? (mint !== undefined ? core.indexes.tokensByMint.get(mint) : core.indexes.tokenAccounts.keys());
  const out = [];
  for (const address of candidates ?? []) {
    const info = core.indexes.tokenAccounts.get(address);
    if (
      !info ||
      (mint !== undefined && info.mint !== mint) ||
      (programId !== undefined && info.programId !== programId)
    )
      continue;
    const bytes = core.book.toBytes(address);
    const account = bytes ? readAccount(core.svm, core.book, bytes) : null;
    if (account && matches(address, account.data))
      out.push({ account: encodeAccount(core.parse, account, options), pubkey: address });
  }
  return withContext(core, out);
}

/** The largest balances of a mint, by insertion into a short sorted list (no full sort). */
function topHolders(core: RpcCore, mint: string): { address: string; amount: bigint }[] {
  const top: { address: string; amount: bigint }[] = [];
  for (const address of core.indexes.tokensByMint.get(mint) ?? []) {
    const amount = core.indexes.tokenAccounts.get(address)?.amount ?? 0n;
    const last = top[top.length - 1];
    if (top.length === LARGEST_ACCOUNTS && last && amount <= last.amount) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1]?.amount ?? 0n) < amount) at--;
    top.splice(at, 0, { address, amount });
    if (top.length > LARGEST_ACCOUNTS) top.pop();
  }
  return top;
}

function readMintAt(core: RpcCore, bytes: Uint8Array) {
  const account = readAccount(core.svm, core.book, bytes);
  return account && isTokenProgram(account.owner) && tokenAccountKind(account.owner, account.data) === 'mint'
    ? readMint(account.data)
    : null;
}

export const tokenMethods: MethodTable = {
  getTokenAccountsByOwner(core, params) {
    const owner = requireAddress(core.book, params[0], 'owner');
    const among = core.indexes.tokensByOwner.get(owner.text) ?? [];
    return tokenAccountsOf(core, params[1], readConfig(core, params, 2), among, () => true);
  },

  /** No delegate index: the mint's (or the program's) accounts are scanned, as a validator without one does. */
  getTokenAccountsByDelegate(core, params) {
    const delegate = requireAddress(core.book, params[0], 'delegate');
    return tokenAccountsOf(core, params[1], readConfig(core, params, 2), null, (_, data) => {
      const state = readTokenAccount(data);
      return state?.delegate ? core.book.toText(state.delegate) === delegate.text : false;
    });
  },

  getTokenAccountBalance(core, params) {
    const address = requireAddress(core.book, params[0]);
    readConfig(core, params, 1);
    const account = readAccount(core.svm, core.book, address.bytes);
    const state =
      account && isTokenProgram(account.owner) && tokenAccountKind(account.owner, account.data) === 'account'
        ? readTokenAccount(account.data)
        : null;
    const mint = state ? core.indexes.mints.get(core.book.toText(state.mint)) : undefined;
    if (!state || !mint) throw invalidParams('not a Token account');
    return withContext(core, uiTokenAmount(state.amount, mint.decimals));
  },

  getTokenSupply(core, params) {
    const address = requireAddress(core.book, params[0], 'mint');
    readConfig(core, params, 1);
    const mint = readMintAt(core, address.bytes);
    if (!mint) throw invalidParams('not a Token mint');
    return withContext(core, uiTokenAmount(mint.supply, mint.decimals));
  },

  getTokenLargestAccounts(core, params) {
    const mint = requireAddress(core.book, params[0], 'mint');
    readConfig(core, params, 1);
    // Mints the chain started with (the native mint, fixtures loaded at boot) were never written by a
    // transaction, so the index may not know them: read the account itself then.
    const info = core.indexes.mints.get(mint.text) ?? readMintAt(core, mint.bytes);
    if (!info) throw invalidParams('not a Token mint');
    const holders = topHolders(core, mint.text);
    return withContext(
      core,
      holders.map((h) => ({ address: h.address, ...uiTokenAmount(h.amount, info.decimals) })),
    );
  },
};
