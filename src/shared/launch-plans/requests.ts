import { burnTokens } from '../api/burn';
import { planClmmPosition } from '../api/clmm';
import type { Endpoint } from '../api/endpoint';
import { planPumpFun } from '../api/launchpad';
import { planLiquidity } from '../api/liquidity';
import { planStake } from '../api/staking';
import { createToken } from '../api/tokens';
import type { OperationKind } from '../operation-kinds';
import { NATIVE_MINT } from '../schemas/dex';
import {
  STEP_REF,
  type LaunchPlanStep,
  type LaunchPlanStepKind,
  type OutputName,
} from '../schemas/launch-plans';

/** One request of a step: the endpoint that plans the operation and its body. */
export interface StepRequest {
  contract: Endpoint;
  body: unknown;
  /** The operation kind the planned operation must have. */
  kind: OperationKind;
}

/** An operation of a step as the run record reports it. */
export interface StepOperation {
  kind: string;
  status: string;
  summary: Record<string, unknown>;
}

export type StepOutputs = Partial<Record<OutputName, string>>;

/** The step kinds that run today; the others are refused when a run starts, with this reason. */
export const RUNNABLE_STEP_KINDS = [
  'create-token',
  'curve-launch',
  'pool',
  'clmm-position',
  'stake',
  'burn',
] as const satisfies readonly LaunchPlanStepKind[];
export const notRunnableYet = (kind: string) => `A ${kind} step cannot run yet in this version of the app`;

/** The operation kinds a step of each kind plans (the server refuses any other attached to it). */
export const STEP_OPERATION_KINDS: { readonly [K in LaunchPlanStepKind]: readonly OperationKind[] } = {
  'create-token': ['token_create'],
  'curve-launch': ['launchpad_launch'],
  'curve-buys': ['launchpad_trade', 'multisend'],
  pool: ['liquidity'],
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

/**
 * The next request of a (resolved) step, given its operations that confirmed so far; null once the step
 * is complete. Every body is the documented request body of the screen that does the same thing.
 */
export function nextRequest(step: LaunchPlanStep, confirmed: readonly StepOperation[]): StepRequest | null {
  if (confirmed.length > 0) return null;
  switch (step.kind) {
    case 'create-token':
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
      };
    case 'curve-launch':
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
      };
    case 'pool':
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
    case 'clmm-position':
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
      return {
        contract: planStake,
        kind: 'solx_staking',
        body: { poolId: step.tier, amount: step.amount, duration: step.duration },
      };
    case 'burn':
      return {
        contract: burnTokens,
        kind: 'token_burn',
        body: { tokenAddress: step.token, amount: step.amount, confirmBurn: true },
      };
    case 'curve-buys':
    case 'distribute':
      throw new Error(notRunnableYet(step.kind));
  }
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** What a completed step gives later steps, read from its confirmed operations' summaries. */
export function stepOutputs(step: LaunchPlanStep, confirmed: readonly StepOperation[]): StepOutputs {
  const first = confirmed[0]?.summary ?? {};
  switch (step.kind) {
    case 'create-token':
    case 'curve-launch':
      return { mint: text(first.mint) };
    case 'pool':
      return { pool: text(first.poolAddress) };
    case 'clmm-position':
      return { position: text(first.positionId) };
    default:
      return {};
  }
}
