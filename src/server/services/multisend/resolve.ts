import type { Address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token-2022';
import { multisendMessages, type BatchRequest, type BatchToken } from '@shared/schemas/multisend';
import { percentagesSumTo100, splitAmounts, splitRemainder, remainderRule } from '@shared/math/batch-split';
import { parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { readMint } from '../../chain/mint-info';

export interface BatchAssetInfo {
  asset: 'sol' | 'token';
  token: BatchToken | null;
  symbol: string;
  decimals: number;
  tokenProgram: Address | null;
}

export interface ResolvedRecipient {
  address: Address;
  amount: bigint;
  /** Token: the recipient's associated token account (the transfer destination). */
  destination: Address;
  needsAccount: boolean;
}

export interface ResolvedBatch extends BatchAssetInfo {
  recipients: ResolvedRecipient[];
  merged: { address: string; count: number }[];
  totalBaseUnits: bigint;
  remainderRule: string;
}

export async function resolveAsset(ctx: AppContext, tokenAddress: string | null): Promise<BatchAssetInfo> {
  if (!tokenAddress) return { asset: 'sol', token: null, symbol: 'SOL', decimals: 9, tokenProgram: null };
  const mint = await readMint(ctx, tokenAddress as Address);
  const token = { address: mint.mint, symbol: mint.symbol, decimals: mint.decimals };
  return {
    asset: 'token',
    token,
    symbol: mint.symbol,
    decimals: mint.decimals,
    tokenProgram: mint.programAddress,
  };
}

function dedupe(list: string[]) {
  const counts = new Map<string, number>();
  for (const a of list) counts.set(a, (counts.get(a) ?? 0) + 1);
  const merged = [...counts].filter(([, c]) => c > 1).map(([address, count]) => ({ address, count }));
  return { addresses: [...counts.keys()], merged };
}

function amountsFor(req: BatchRequest, addresses: string[], decimals: number): bigint[] {
  const custom = req.customAmounts ?? {};
  if (req.type === 'equal') {
    const total = parseUiAmount(req.totalAmount ?? '', decimals);
    if (total === null || total === 0n) throw fieldError(multisendMessages.amountInvalid, 'totalAmount', []);
    return splitAmounts({ type: 'equal', totalBaseUnits: total, recipients: addresses.length });
  }
  const missing = addresses.flatMap((a, i) =>
    custom[a] === undefined || custom[a] === '' ? [multisendMessages.missingAmountFor(i + 1, a)] : [],
  );
  if (missing.length > 0) throw fieldError(multisendMessages.missingCustom, 'customAmounts', missing);
  const values = addresses.map((a) => custom[a] ?? '');
  if (req.type === 'percentage') {
    const total = parseUiAmount(req.totalAmount ?? '', decimals);
    if (total === null || total === 0n) throw fieldError(multisendMessages.amountInvalid, 'totalAmount', []);
    if (!percentagesSumTo100(values)) {
      throw fieldError(multisendMessages.percentagesSum, 'customAmounts', [multisendMessages.percentagesSum]);
    }
    return splitAmounts({
      type: 'percentage',
      totalBaseUnits: total,
      recipients: addresses.length,
      percentages: values,
    });
  }
  const parsed = values.map((v) => parseUiAmount(v, decimals));
  const bad = parsed.flatMap((p, i) =>
    p === null || p === 0n ? [multisendMessages.invalidAmountFor(i + 1, addresses[i] ?? '')] : [],
  );
  if (bad.length > 0) throw fieldError(bad[0] ?? multisendMessages.amountInvalid, 'customAmounts', bad);
  return parsed.map((p) => p ?? 0n);
}

function fieldError(message: string, field: string, errors: string[]) {
  return new AppError(400, 'validation_error', message, { [field]: errors.length ? errors : [message] });
}

/** Addresses → amounts (exact split), destinations and which accounts must be created (read in batches of 100). */
export async function resolveBatch(ctx: AppContext, req: BatchRequest): Promise<ResolvedBatch> {
  const asset = await resolveAsset(ctx, req.tokenAddress);
  const { addresses, merged } = dedupe(req.recipients);
  if (addresses.length === 0) throw badRequest(multisendMessages.recipientRequired);
  const amounts = amountsFor(req, addresses, asset.decimals);
  const zero = amounts.findIndex((a) => a === 0n);
  if (zero >= 0) {
    const message = multisendMessages.amountTooSmall(zero + 1, addresses[zero] ?? '');
    throw fieldError(message, 'totalAmount', [message]);
  }
  const destinations = await Promise.all(
    addresses.map(async (owner) => {
      if (!asset.token || !asset.tokenProgram) return owner as Address;
      const [ata] = await findAssociatedTokenPda({
        owner: owner as Address,
        mint: asset.token.address as Address,
        tokenProgram: asset.tokenProgram,
      });
      return ata;
    }),
  );
  const exists = await accountsExist(ctx, destinations);
  const recipients = addresses.map((address, i) => ({
    address: address as Address,
    amount: amounts[i] ?? 0n,
    destination: destinations[i] ?? (address as Address),
    needsAccount: !exists[i],
  }));
  if (asset.asset === 'sol') await checkRentExempt(ctx, recipients);
  const totalBaseUnits = amounts.reduce((a, b) => a + b, 0n);
  const split = {
    type: req.type,
    totalBaseUnits,
    recipients: addresses.length,
    percentages: req.type === 'percentage' ? addresses.map((a) => req.customAmounts?.[a] ?? '0') : undefined,
  };
  const rule = remainderRule(req.type, splitRemainder(split), asset.decimals, asset.symbol);
  return { ...asset, recipients, merged, totalBaseUnits, remainderRule: rule };
}

async function accountsExist(ctx: AppContext, addresses: Address[]): Promise<boolean[]> {
  const out: boolean[] = [];
  for (let i = 0; i < addresses.length; i += 100) {
    const { value } = await ctx.chain.rpc
      .getMultipleAccounts(addresses.slice(i, i + 100), { encoding: 'base64', commitment: 'confirmed' })
      .send();
    for (const account of value) out.push(account !== null && account.lamports > 0n);
  }
  return out;
}

/** The chain refuses to create a system account below the rent-exempt minimum. */
async function checkRentExempt(ctx: AppContext, recipients: ResolvedRecipient[]) {
  const min = await ctx.chain.rpc.getMinimumBalanceForRentExemption(0n).send();
  const low = recipients.flatMap((r, i) =>
    r.needsAccount && r.amount < min
      ? [multisendMessages.belowRentExempt(i + 1, r.address, (Number(min) / 1e9).toString())]
      : [],
  );
  if (low.length > 0) throw fieldError(low[0] ?? '', 'customAmounts', low);
}
