import type { UiAccount } from '../account-encoding';
import { toBase64 } from '../account-encoding';
import { encodeBase58 } from '../base58';
import type { SimulationOutcome } from '../simulate';
import { uiTokenAmount } from '../token-amount';
import { isTokenProgram, readTokenAccount, tokenAccountKind } from '../token-layout';
import type { TokenBalanceEntry } from '../types';
import type { RpcCore } from './types';

interface ValueOptions {
  readonly accounts: (UiAccount | null)[] | null;
  readonly replacement: { blockhash: string; lastValidBlockHeight: number } | null;
  readonly innerInstructions: boolean;
}

function postTokenBalances(core: RpcCore, outcome: SimulationOutcome): TokenBalanceEntry[] {
  const out: TokenBalanceEntry[] = [];
  outcome.keys.texts.forEach((address, accountIndex) => {
    const account = outcome.postAccounts?.get(address);
    if (
      !account ||
      !isTokenProgram(account.owner) ||
      tokenAccountKind(account.owner, account.data) !== 'account'
    )
      return;
    const state = readTokenAccount(account.data);
    const mint = state ? core.book.toText(state.mint) : '';
    const decimals = core.parse.decimalsOf(mint);
    if (!state || decimals === null) return;
    out.push({
      accountIndex,
      mint,
      owner: core.book.toText(state.owner),
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(state.amount, decimals),
    });
  });
  return out;
}

/** The `value` of a simulateTransaction response. */
export function simulationValue(core: RpcCore, outcome: SimulationOutcome, options: ValueOptions) {
  const post = outcome.postAccounts;
  const texts = outcome.keys.texts;
  return {
    accounts: outcome.error ? null : options.accounts,
    err: outcome.error ? outcome.error.json : null,
    fee: outcome.fee,
    innerInstructions: options.innerInstructions
      ? outcome.innerInstructions().map((set) => ({
          index: set.index,
          instructions: set.instructions.map((ix) => ({
            accounts: ix.accounts,
            data: encodeBase58(ix.data),
            programIdIndex: ix.programIdIndex,
            stackHeight: ix.stackHeight,
          })),
        }))
      : null,
    loadedAddresses: { readonly: outcome.keys.loadedReadonly, writable: outcome.keys.loadedWritable },
    logs: outcome.logs,
    postBalances: post
      ? texts.map((t, i) => (post.has(t) ? (post.get(t)?.lamports ?? 0n) : (outcome.preBalances[i] ?? 0n)))
      : null,
    postTokenBalances: post ? postTokenBalances(core, outcome) : null,
    preBalances: outcome.preBalances,
    preTokenBalances: outcome.preTokenBalances,
    replacementBlockhash: options.replacement,
    returnData: outcome.returnData
      ? { data: [toBase64(outcome.returnData.data), 'base64'], programId: outcome.returnData.programId }
      : null,
    unitsConsumed: outcome.unitsConsumed,
  };
}
