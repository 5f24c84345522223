import { burnTokens } from '../api/burn';
import { planSolDistribution, planTokenDistribution, retryBatch } from '../api/multisend';
import { planClmmPosition } from '../api/clmm';
import type { Endpoint } from '../api/endpoint';
import { planPumpFun } from '../api/launchpad';
import { planLiquidity } from '../api/liquidity';
import { planStake } from '../api/staking';
import { createToken } from '../api/tokens';
import type { OperationKind } from '../operation-kinds';
import { NATIVE_MINT } from '../schemas/dex';
import { formatBaseUnits, parseUiAmount } from '../solana/amounts';
import {
  STEP_REF,
  type LaunchPlanStep,
  type LaunchPlanStepKind,
  type OutputName,
} from '../schemas/launch-plans';

/** One request of a step: the endpoint that plans the operation and its body. */
export interface StepRequest {
  contract: Endpoint;
  params?: Record<string, string>;
  body: unknown;
  /** The operation kind the planned operation must have. */
  kind: OperationKind;
  /** A logo to upload first (base64): its URL goes into the body at `at`. */
  upload?: { data: string; at: string[] };
  /** The wallet that plans, attaches and signs it when not the run's (a buyer of a curve-buys step). */
  signer?: string;
  /** Fields the attached operation's summary must have (another wallet's operation is checked, not trusted). */
  matches?: Record<string, string>;
}

/** An operation of a step as the run record reports it. */
export interface StepOperation {
  kind: string;
  status: string;
  summary: Record<string, unknown>;
  signatures?: readonly string[];
}

/** SOL a fresh buyer gets beyond its buy: its token account's rent, the fee, and its own rent-exempt rest. */
export const BUYER_FEE_ALLOWANCE_LAMPORTS = 5_000_000n;

export type StepOutputs = Partial<Record<OutputName, string>>;

/** The step kinds that run today; the others are refused when a run starts, with this reason. */
export const RUNNABLE_STEP_KINDS = [
  'create-token',
  'curve-launch',
  'curve-buys',
  'pool',
  'clmm-position',
  'distribute',
  'stake',
  'burn',
] as const satisfies readonly LaunchPlanStepKind[];
export const notRunnableYet = (kind: string) => `A ${kind} step cannot run yet in this version of the app`;

/** The operation kinds a step of each kind plans (the server refuses any other attached to it). */
export const STEP_OPERATION_KINDS: { readonly [K in LaunchPlanStepKind]: readonly OperationKind[] } = {
  'create-token': ['token_create'],
  'curve-launch': ['launchpad_launch'],
  'curve-buys': ['launchpad_trade', 'multisend'],
  pool: ['liquidity', 'token_burn'],
  'clmm-position': ['clmm_position'],
  distribute: ['multisend'],
  stake: ['solx_staking'],
  burn: ['token_burn'],
};

/** Replaces every `$steps.<id>.<output>` in the step with the recorded result; throws on a missing one. */
export function resolveStep<S extends LaunchPlanStep>(step: S, outputs: ReadonlyMap<string, StepOutputs>): S {
  const resolve = (value: string): string => {
    const m = STEP_REF.exec(value);
    if (!m) return value;
    const found = outputs.get(m[1] ?? '')?.[m[2] as OutputName];
    if (!found) throw new Error(`${value} has no result yet`);
    return found;
  };
  const entries = Object.entries(step).map(([k, v]) => [k, typeof v === 'string' ? resolve(v) : v]);
  return Object.fromEntries(entries) as S;
}

const mintOf = (token: string) => (token === 'SOL' ? NATIVE_MINT : token);

/** The base64 of a data-URL logo (a `{ file }` one is read by the runner before the run starts). */
const logoData = (logo: { dataUrl: string } | { file: string } | undefined) =>
  logo && 'dataUrl' in logo ? logo.dataUrl.slice(logo.dataUrl.indexOf(',') + 1) : undefined;

const solPlus = (sol: string, lamports: bigint) =>
  formatBaseUnits((parseUiAmount(sol, 9) ?? 0n) + lamports, 9);

/**
 * A distribution's request; after a failed one that sent transactions, the batch's retry (only the
 * recipients the chain has not paid), so no recipient is paid twice.
 */
function distribution(
  token: string,
  pay: readonly { address: string; amount: string }[],
  failed: StepOperation | undefined,
): StepRequest {
  const batchId = text(failed?.summary.batchId);
  if (failed?.kind === 'multisend' && batchId && failed.signatures?.length) {
    return { contract: retryBatch, params: { id: batchId }, kind: 'multisend', body: {} };
  }
  const list = {
    type: 'custom',
    addresses: pay.map((r) => r.address),
    customAmounts: Object.fromEntries(pay.map((r) => [r.address, r.amount])),
  };
  return token === 'SOL'
    ? { contract: planSolDistribution, kind: 'multisend', body: list }
    : { contract: planTokenDistribution, kind: 'multisend', body: { tokenAddress: token, ...list } };
}

/**
 * The next request of a (resolved) step, given its operations that confirmed so far (and its last one
 * when that failed); null once the step is complete. Every body is the documented request body of the
 * screen that does the same thing.
 */
export function nextRequest(
  step: LaunchPlanStep,
  confirmed: readonly StepOperation[],
  failed?: StepOperation,
): StepRequest | null {
  switch (step.kind) {
    case 'create-token': {
      if (confirmed.length > 0) return null;
      const data = logoData(step.logo);
      return {
        contract: createToken,
        kind: 'token_create',
        body: {
          name: step.name,
          symbol: step.symbol,
          decimals: step.decimals,
          totalSupply: step.supply,
          description: step.description,
          revokeMintAuthority: step.revoke.mint,
          revokeFreezeAuthority: step.revoke.freeze,
        },
        ...(data ? { upload: { data, at: ['metadata', 'image'] } } : {}),
      };
    }
    case 'curve-launch': {
      if (confirmed.length > 0) return null;
      const data = logoData(step.logo);
      return {
        contract: planPumpFun,
        kind: 'launchpad_launch',
        body: {
          action: 'create',
          tokenData: {
            tokenName: step.name,
            tokenSymbol: step.symbol,
            description: step.description,
            initialLiquidity: step.initialBuySol,
            bondingCurve: step.curve,
          },
        },
        ...(data ? { upload: { data, at: ['tokenData', 'imageUrl'] } } : {}),
      };
    }
    case 'curve-buys': {
      const wallets = step.wallets ?? [];
      if (!confirmed.some((o) => o.kind === 'multisend')) {
        const pay = step.buys.map((b, i) => ({
          address: wallets[i] ?? '',
          amount: solPlus(b.sol, BUYER_FEE_ALLOWANCE_LAMPORTS),
        }));
        return distribution('SOL', pay, failed);
      }
      const bought = confirmed.filter((o) => o.kind === 'launchpad_trade').length;
      const buy = step.buys[bought];
      const signer = wallets[bought];
      if (!buy || !signer) return null;
      return {
        contract: planPumpFun,
        kind: 'launchpad_trade',
        signer,
        matches: { mint: step.mint, side: 'buy' },
        body: { action: 'buy', mint: step.mint, amount: buy.sol, slippage: step.slippage },
      };
    }
    case 'distribute':
      if (confirmed.length > 0) return null;
      if (!Array.isArray(step.recipients)) throw new Error(`${step.id}: the recipients file was not read`);
      return distribution(step.token, step.recipients, failed);
    case 'pool': {
      if (confirmed.length === 0) {
        return {
          contract: planLiquidity,
          kind: 'liquidity',
          body: {
            poolType: 'create',
            tokenA: mintOf(step.tokenA),
            tokenB: mintOf(step.tokenB),
            amountA: step.amountA,
            amountB: step.amountB,
            feeBps: step.feeBps,
          },
        };
      }
      if (step.lp !== 'burn' || confirmed.some((o) => o.kind === 'token_burn')) return null;
      // Exactly the LP tokens the creation gave the wallet: the liquidity is then locked for good.
      const created = confirmed[0]?.summary ?? {};
      return {
        contract: burnTokens,
        kind: 'token_burn',
        body: { tokenAddress: lpMintOf(created), amount: text(created.liquidityAmount), confirmBurn: true },
      };
    }
    case 'clmm-position':
      if (confirmed.length > 0) return null;
      return {
        contract: planClmmPosition,
        kind: 'clmm_position',
        body: {
          action: 'open',
          poolId: step.pool,
          minPrice: step.minPrice,
          maxPrice: step.maxPrice,
          amountA: step.amountA ?? '',
          amountB: step.amountB ?? '',
        },
      };
    case 'stake':
      if (confirmed.length > 0) return null;
      return {
        contract: planStake,
        kind: 'solx_staking',
        body: { poolId: step.tier, amount: step.amount, duration: step.duration },
      };
    case 'burn':
      if (confirmed.length > 0) return null;
      return {
        contract: burnTokens,
        kind: 'token_burn',
        body: { tokenAddress: step.token, amount: step.amount, confirmBurn: true },
      };
  }
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** A plan pool is a constant-product one, whose pool id is its LP mint's address. */
const lpMintOf = (summary: Record<string, unknown>) =>
  text((summary.liquidity as { poolId?: unknown } | undefined)?.poolId);

/** What a completed step gives later steps, read from its confirmed operations' summaries. */
export function stepOutputs(step: LaunchPlanStep, confirmed: readonly StepOperation[]): StepOutputs {
  const first = confirmed[0]?.summary ?? {};
  switch (step.kind) {
    case 'create-token':
    case 'curve-launch':
      return { mint: text(first.mint) };
    case 'pool':
      return { pool: text(first.poolAddress), lpMint: lpMintOf(first) };
    case 'clmm-position':
      return { position: text(first.positionId) };
    default:
      return {};
  }
}
