import { createNoopSigner, generateKeyPairSigner, type Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { endpointUrl, type Endpoint } from '@shared/api/endpoint';
import { getLaunchMetadata } from '@shared/api/launchpad';
import { planSolDistribution, planTokenDistribution } from '@shared/api/multisend';
import { getTokenMetadata } from '@shared/api/tokens';
import { BUYER_FEE_ALLOWANCE_LAMPORTS } from '@shared/launch-plans/requests';
import { packTransactions } from '@shared/math/batch-pack';
import { CURVE_DECIMALS, LAUNCH_FEE_LAMPORTS, quoteBuy } from '@shared/math/bonding-curve';
import { planCostMessages as msg } from '@shared/schemas/launch-plan-cost';
import type { LaunchPlanStep } from '@shared/schemas/launch-plans';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import { tokenAccountSize } from '@shared/solana/token-account';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';
import { LP_DECIMALS } from '../../exchange/market';
import {
  MINT_SIZE,
  VAULT_SIZE,
  poolCreationInstructions,
} from '../../exchange/pools/constant-product/create';
import { ata, type MintRef } from '../../exchange/instructions';
import { readMint } from '../../chain/mint-info';
import { exact, times, type Prices, type Range } from './cost-prices';

/** A token a step names: SOL, one the plan creates (not on chain yet), or a mint read from the chain. */
export interface PlanToken {
  label: string;
  ref: MintRef | null;
  onChain: boolean;
}

export interface StepCostDraft {
  parts: { label: string; range: Range }[];
  tokens: { token: string; amount: string }[];
  notes: string[];
}

/** The shortest and longest base58 text of a 32-byte address: the metadata URI names the new mint. */
const MINT_TEXT_LENGTHS = [32, 44] as const;
const ASSOCIATED_2022 = tokenAccountSize(TOKEN_2022_PROGRAM_ADDRESS, true);
const SPL_ASSOCIATED = tokenAccountSize(TOKEN_PROGRAM_ADDRESS, true);

async function mintRentRange(
  p: Prices,
  meta: { name: string; symbol: string },
  metadata: Endpoint,
  publicUrl: string,
): Promise<Range> {
  const [min, max] = await Promise.all(
    MINT_TEXT_LENGTHS.map((n) => {
      const uri = `${publicUrl}${endpointUrl(metadata, { file: `${'x'.repeat(n)}.json` })}`;
      return p.rent(tokenLaunchSizes(p.wallet, p.wallet, { ...meta, uri }).funded);
    }),
  );
  return { min: min ?? 0n, max: max ?? 0n };
}

const withPriority = (p: Prices, fee: bigint, transactions = 1) => ({
  label: 'Network fee',
  range: {
    min: fee + p.pipelinePriority.min * BigInt(transactions),
    max: fee + p.pipelinePriority.max * BigInt(transactions),
  },
});

async function createToken(
  ctx: AppContext,
  p: Prices,
  step: Extract<LaunchPlanStep, { kind: 'create-token' }>,
) {
  const mintRent = await mintRentRange(p, step, getTokenMetadata, ctx.publicUrl);
  const standIn = await generateKeyPairSigner();
  const instructions = await tokenLaunchInstructions({
    payer: createNoopSigner(p.wallet),
    mint: standIn,
    decimals: step.decimals,
    supply: parseUiAmount(step.supply, step.decimals) ?? 0n,
    // Only its signers matter here: without budget instructions the fee is per signature.
    metadata: { name: step.name, symbol: step.symbol, uri: '' },
    mintRentLamports: mintRent.max,
    revokeMintAuthority: step.revoke.mint,
    revokeFreezeAuthority: step.revoke.freeze,
  });
  const draft: StepCostDraft = {
    parts: [
      { label: 'Mint and metadata rent', range: mintRent },
      { label: 'Your token account rent', range: exact(await p.rent(ASSOCIATED_2022)) },
      withPriority(p, await p.fee(instructions)),
    ],
    tokens: [],
    notes: mintRent.min === mintRent.max ? [] : [msg.mintAddressBound],
  };
  return draft;
}

async function curveLaunch(
  ctx: AppContext,
  p: Prices,
  step: Extract<LaunchPlanStep, { kind: 'curve-launch' }>,
) {
  const mintRent = await mintRentRange(p, step, getLaunchMetadata, ctx.publicUrl);
  const first = quoteBuy(
    { kind: step.curve, sold: 0n, raised: 0n },
    parseUiAmount(step.initialBuySol, 9) ?? 0n,
  );
  const ataRent = await p.rent(ASSOCIATED_2022);
  // Signers of the launch transaction: the creator, the new mint, the new SOL vault and the platform.
  const draft: StepCostDraft = {
    parts: [
      { label: 'Mint and metadata rent', range: mintRent },
      {
        label: 'Curve vaults rent',
        range: exact(ataRent + (await p.rent(tokenAccountSize(TOKEN_PROGRAM_ADDRESS, false)))),
      },
      { label: 'Your token account rent', range: exact(ataRent) },
      { label: 'Launch fee', range: exact(LAUNCH_FEE_LAMPORTS) },
      { label: 'First buy (with its 1% fee)', range: exact(first.cost + first.fee) },
      withPriority(p, p.perSignature * 4n),
    ],
    tokens: [],
    notes: [msg.mintAddressBound],
  };
  return draft;
}

async function recipientsNeedingAccounts(
  ctx: AppContext,
  token: PlanToken,
  owners: string[],
): Promise<boolean[]> {
  if (!token.ref) return owners.map(() => false);
  if (!token.onChain) return owners.map(() => true);
  const ref = token.ref;
  const accounts = await Promise.all(owners.map((o) => ata(o, ref)));
  const out: boolean[] = [];
  for (let i = 0; i < accounts.length; i += 100) {
    const { value } = await ctx.chain.rpc
      .getMultipleAccounts(accounts.slice(i, i + 100), { encoding: 'base64', commitment: 'confirmed' })
      .send();
    out.push(...value.map((a) => a === null));
  }
  return out;
}

/** A distribution as the multisend screen packs it: one signature per transaction, its own priority fee. */
async function distribution(
  ctx: AppContext,
  p: Prices,
  token: PlanToken,
  pay: { address: string; amount: string }[],
): Promise<StepCostDraft> {
  // The plan's request leaves priority and gas multiplier to the screen's defaults: read them from its schema.
  const req = (token.ref ? planTokenDistribution : planSolDistribution).body.parse({
    type: 'custom',
    addresses: [p.wallet],
    customAmounts: { [p.wallet]: '1' },
    ...(token.ref ? { tokenAddress: token.ref.mint } : {}),
  });
  const needs = await recipientsNeedingAccounts(
    ctx,
    token,
    pay.map((r) => r.address),
  );
  const asset = token.ref ? 'token' : 'sol';
  const txs = packTransactions(
    { asset, computeBudget: true },
    needs.map((needsAccount) => ({ needsAccount })),
  ).length;
  const decimals = token.ref?.decimals ?? 9;
  const total = pay.reduce((s, r) => s + (parseUiAmount(r.amount, decimals) ?? 0n), 0n);
  const created = needs.filter(Boolean).length;
  const parts = [
    ...(token.ref ? [] : [{ label: 'SOL sent', range: exact(total) }]),
    ...(created > 0 && token.ref
      ? [
          {
            label: `Rent of ${created} recipient token accounts`,
            range: times(exact(await p.rent(tokenAccountSize(token.ref.tokenProgram))), created),
          },
        ]
      : []),
    { label: `Network fee (${txs} transactions)`, range: exact(p.perSignature * BigInt(txs)) },
    { label: 'Priority fee', range: times(p.batchPriority(req), txs) },
  ];
  return {
    parts,
    tokens: token.ref ? [{ token: token.label, amount: formatBaseUnits(total, decimals) }] : [],
    notes: [msg.priorityBound],
  };
}

async function pool(
  ctx: AppContext,
  p: Prices,
  step: Extract<LaunchPlanStep, { kind: 'pool' }>,
  a: PlanToken,
  b: PlanToken,
) {
  const sol = { mint: NATIVE_MINT, decimals: 9, tokenProgram: TOKEN_PROGRAM_ADDRESS };
  const refA = a.ref ?? sol;
  const refB = b.ref ?? sol;
  const amountA = parseUiAmount(step.amountA, refA.decimals) ?? 0n;
  const amountB = parseUiAmount(step.amountB, refB.decimals) ?? 0n;
  const created = await poolCreationInstructions(
    ctx,
    createNoopSigner(p.wallet),
    createNoopSigner(ctx.platform.address),
    refA,
    refB,
    amountA,
    amountB,
  );
  const fees = await Promise.all(created.transactions.map((ixs) => p.fee(ixs)));
  let fee = fees.reduce((s, f) => s + f, 0n);
  let transactions = created.transactions.length;
  if (step.lp === 'burn') {
    fee += p.perSignature;
    transactions += 1;
  }
  const deposited = !a.ref ? amountA : !b.ref ? amountB : 0n;
  const lpAccounts = (await p.rent(SPL_ASSOCIATED)) * 2n;
  const draft: StepCostDraft = {
    parts: [
      ...(deposited > 0n ? [{ label: 'SOL deposited', range: exact(deposited) }] : []),
      {
        label: 'LP mint, vaults and LP accounts rent',
        range: exact((await p.rent(MINT_SIZE)) + (await p.rent(VAULT_SIZE)) * 2n + lpAccounts),
      },
      withPriority(p, fee, transactions),
    ],
    tokens: [a, b].flatMap((t, i) =>
      t.ref ? [{ token: t.label, amount: i === 0 ? step.amountA : step.amountB }] : [],
    ),
    notes: [],
  };
  return draft;
}

/** The SOL a step costs the running wallet and the tokens it takes, as its own screen plans it. */
export async function stepCost(
  ctx: AppContext,
  p: Prices,
  step: LaunchPlanStep,
  tokenOf: (value: string) => Promise<PlanToken>,
): Promise<StepCostDraft> {
  const oneSignature = (tokens: StepCostDraft['tokens']): StepCostDraft => ({
    parts: [withPriority(p, p.perSignature)],
    tokens,
    notes: [],
  });
  switch (step.kind) {
    case 'create-token':
      return createToken(ctx, p, step);
    case 'curve-launch':
      return curveLaunch(ctx, p, step);
    case 'curve-buys': {
      const pay = step.buys.map((b, i) => ({
        address: step.wallets?.[i] ?? p.wallet,
        amount: formatBaseUnits((parseUiAmount(b.sol, 9) ?? 0n) + BUYER_FEE_ALLOWANCE_LAMPORTS, 9),
      }));
      const draft = await distribution(ctx, p, { label: 'SOL', ref: null, onChain: true }, pay);
      return { ...draft, notes: [...draft.notes, msg.buyersPay] };
    }
    case 'distribute': {
      if (!Array.isArray(step.recipients))
        return { parts: [], tokens: [], notes: [msg.fileNotRead(step.id)] };
      return distribution(ctx, p, await tokenOf(step.token), step.recipients);
    }
    case 'pool':
      return pool(ctx, p, step, await tokenOf(step.tokenA), await tokenOf(step.tokenB));
    case 'clmm-position':
      return {
        parts: [],
        tokens: [],
        notes: [msg.runtimeQuote("the pool's price (the deposit split and the position accounts)")],
      };
    case 'stake':
      return oneSignature([{ token: 'SOLX', amount: step.amount }]);
    case 'burn':
      return oneSignature([{ token: (await tokenOf(step.token)).label, amount: step.amount }]);
  }
}

/** Resolves a token field: SOL, a token an earlier step creates, or a mint on chain. */
export function planTokens(ctx: AppContext, steps: readonly LaunchPlanStep[]) {
  return async (value: string): Promise<PlanToken> => {
    if (value === 'SOL') return { label: 'SOL', ref: null, onChain: true };
    const m = /^\$steps\.([^.]+)\.(\w+)$/.exec(value);
    if (m) {
      const source = steps.find((s) => s.id === m[1]);
      const standIn = (await generateKeyPairSigner()).address;
      if (source?.kind === 'create-token')
        return {
          label: source.symbol,
          ref: { mint: standIn, decimals: source.decimals, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS },
          onChain: false,
        };
      if (source?.kind === 'curve-launch')
        return {
          label: source.symbol,
          ref: { mint: standIn, decimals: CURVE_DECIMALS, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS },
          onChain: false,
        };
      return {
        label: 'LP',
        ref: { mint: standIn, decimals: LP_DECIMALS, tokenProgram: TOKEN_PROGRAM_ADDRESS },
        onChain: false,
      };
    }
    const mint = await readMint(ctx, value as Address);
    return {
      label: mint.symbol,
      ref: { mint: value, decimals: mint.decimals, tokenProgram: mint.programAddress },
      onChain: true,
    };
  };
}
