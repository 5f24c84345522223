import { eq } from 'drizzle-orm';
import type { Address } from '@solana/kit';
import { launchPlanSchema } from '@shared/schemas/launch-plan-check';
import { planCostMessages as msg, type PlanCost } from '@shared/schemas/launch-plan-cost';
import { SOLX_DECIMALS } from '@shared/schemas/solx';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { solxToken } from '../../db/schema';
import { walletTokenBalance } from '../../chain/mint-info';
import { validationError } from '../../lib/errors';
import { readPrices } from './cost-prices';
import { planTokens, stepCost } from './cost-steps';

/**
 * The whole plan's cost to the running wallet before anything runs: per step the SOL it spends (fees,
 * rent of what it creates, platform fees, SOL it deposits or sends) as that step's own screen plans it,
 * summed and compared with the wallet's SOL (and SOLX when it stakes) read from the chain.
 */
export async function planCost(ctx: AppContext, wallet: string, input: unknown): Promise<PlanCost> {
  const parsed = launchPlanSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const plan = parsed.data;
  const prices = await readPrices(ctx, wallet as Address);
  const tokenOf = planTokens(ctx, plan.steps);
  const steps = [];
  for (const step of plan.steps) {
    const draft = await stepCost(ctx, prices, step, tokenOf);
    const min = draft.parts.reduce((s, p) => s + p.range.min, 0n);
    const max = draft.parts.reduce((s, p) => s + p.range.max, 0n);
    steps.push({
      id: step.id,
      kind: step.kind,
      parts: draft.parts.map((p) => ({
        label: p.label,
        min: p.range.min.toString(),
        max: p.range.max.toString(),
      })),
      min: min.toString(),
      max: max.toString(),
      tokens: draft.tokens,
      notes: draft.notes,
      minBig: min,
      maxBig: max,
    });
  }
  const minTotal = steps.reduce((s, x) => s + x.minBig, 0n);
  const maxTotal = steps.reduce((s, x) => s + x.maxBig, 0n);
  const { value: balance } = await ctx.chain.rpc
    .getBalance(wallet as Address, { commitment: 'confirmed' })
    .send();
  const shortfalls: string[] = [];
  const sol = (v: bigint) => formatBaseUnits(v, 9);
  if (maxTotal > balance) shortfalls.push(msg.shortfall(sol(maxTotal), sol(balance), 'SOL'));
  const solx = await solxNeeds(ctx, wallet as Address, plan.steps);
  if (solx && solx.needed > solx.held) {
    const ui = (v: bigint) => formatBaseUnits(v, SOLX_DECIMALS);
    shortfalls.push(msg.shortfall(ui(solx.needed), ui(solx.held), 'SOLX'));
  }
  return {
    cluster: ctx.chain.cluster.kind,
    steps: steps.map(({ minBig: _min, maxBig: _max, ...s }) => s),
    minLamports: minTotal.toString(),
    maxLamports: maxTotal.toString(),
    balanceLamports: balance.toString(),
    solx: solx
      ? { needed: solx.needed.toString(), held: solx.held.toString(), decimals: SOLX_DECIMALS }
      : null,
    canPay: shortfalls.length === 0,
    shortfalls,
  };
}

async function solxNeeds(ctx: AppContext, wallet: Address, steps: { kind: string; amount?: string }[]) {
  const stakes = steps.filter((s) => s.kind === 'stake');
  if (stakes.length === 0) return null;
  const needed = stakes.reduce((s, x) => s + (parseUiAmount(x.amount ?? '0', SOLX_DECIMALS) ?? 0n), 0n);
  const [token] = await ctx.database.db.select().from(solxToken).where(eq(solxToken.id, 'solx'));
  const held = token ? await walletTokenBalance(ctx, wallet, token.mint as Address) : 0n;
  return { needed, held };
}
