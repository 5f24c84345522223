import { createNoopSigner, generateKeyPairSigner, type Address, type Instruction } from '@solana/kit';
import { getTokenMetadata } from '@shared/api/tokens';
import { endpointUrl } from '@shared/api/endpoint';
import { addressRefs } from '@shared/schemas/launch-plan-check';
import { launchPlanSchema } from '@shared/schemas/launch-plan-check';
import { dryRunMessages as msg, type DryRun } from '@shared/schemas/launch-plan-cost';
import type { LaunchPlanStep } from '@shared/schemas/launch-plans';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';
import { buildTransaction } from '../../chain/pipeline/build';
import { walletPriority } from '../../chain/wallet-priority';
import { AppError, validationError } from '../../lib/errors';
import { planCollisions } from './collisions';
import { planCost } from './cost';
import { rehearseOnFork } from './fork-rehearsal';

/** The first step's transactions, built as its screen builds them, where this service can (else null). */
async function firstStepTransactions(
  ctx: AppContext,
  wallet: Address,
  step: LaunchPlanStep,
): Promise<Instruction[][] | null> {
  if (step.kind !== 'create-token') return null;
  const mint = await generateKeyPairSigner();
  const uri = `${ctx.publicUrl}${endpointUrl(getTokenMetadata, { file: `${mint.address}.json` })}`;
  const metadata = { name: step.name, symbol: step.symbol, uri };
  const sizes = tokenLaunchSizes(mint.address, wallet, metadata);
  const rent = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send();
  return [
    await tokenLaunchInstructions({
      payer: createNoopSigner(wallet),
      mint,
      decimals: step.decimals,
      supply: parseUiAmount(step.supply, step.decimals) ?? 0n,
      metadata,
      mintRentLamports: rent,
      revokeMintAuthority: step.revoke.mint,
      revokeFreezeAuthority: step.revoke.freeze,
    }),
  ];
}

/** Simulates each transaction on the cluster with the pipeline's own build (the same refusal a plan gets). */
async function simulate(ctx: AppContext, wallet: Address, txs: Instruction[][]) {
  const { value: latest } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const priority = await walletPriority(ctx.database, wallet);
  return Promise.all(
    txs.map(async (ixs) => {
      try {
        const built = await buildTransaction(ctx.chain, wallet, latest, ixs, priority);
        return { ok: true, error: null, unitsConsumed: built.computeUnits };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { ok: false, error: error.message, unitsConsumed: null };
      }
    }),
  );
}

/**
 * What can be known of a plan on this cluster before anything is sent: its exact cost against the
 * wallet's balances, names and symbols already used by known tokens, the first step simulated on the
 * cluster, and (off the embedded chain) every step rehearsed on a local fork of it.
 */
export async function dryRun(ctx: AppContext, wallet: string, input: unknown): Promise<DryRun> {
  const parsed = launchPlanSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const plan = parsed.data;
  const [cost, collisions] = await Promise.all([planCost(ctx, wallet, plan), planCollisions(ctx, plan)]);
  const rehearsal = ctx.chain.embedded ? null : await rehearseOnFork(ctx.chain.cluster.rpcUrl, wallet, plan);
  const [first, ...rest] = plan.steps;
  if (!first) throw new AppError(400, 'validation_error', 'A plan needs at least one step');
  const refs = addressRefs(first);
  const txs = refs.length === 0 ? await firstStepTransactions(ctx, wallet as Address, first) : null;
  const transactions = txs ? await simulate(ctx, wallet as Address, txs) : [];
  const reason =
    refs.length > 0 ? msg.needsEarlier(first.id, refs) : txs ? null : msg.simulatedWhenPlanned(first.kind);
  const sol = (v: string) => `${formatBaseUnits(BigInt(v), 9)} SOL`;
  const checks = [
    {
      name: msg.checkCost,
      ok: cost.canPay,
      detail: cost.canPay
        ? `Up to ${sol(cost.maxLamports)}; the wallet holds ${sol(cost.balanceLamports)}`
        : cost.shortfalls.join('; '),
    },
    {
      name: msg.checkNames,
      ok: collisions.found.length === 0,
      detail:
        collisions.found.length === 0
          ? collisions.checked.length > 0
            ? 'None of the known tokens has them'
            : 'The plan creates no token'
          : collisions.found.map((c) => msg.collision(c)).join('; '),
    },
    {
      name: msg.checkSimulation(first.id),
      ok: reason ? null : transactions.every((t) => t.ok),
      detail:
        reason ??
        transactions
          .map((t, i) => `Transaction ${i + 1}: ${t.ok ? `ok, ${t.unitsConsumed} compute units` : t.error}`)
          .join('; '),
    },
  ];
  return {
    cluster: ctx.chain.cluster.kind,
    checks,
    cost,
    collisions,
    simulation: { step: first.id, transactions, reason },
    rehearsal,
    later: (rehearsal ? [] : rest).map((s) => {
      const needs = addressRefs(s);
      return { step: s.id, reason: needs.length > 0 ? msg.needsEarlier(s.id, needs) : msg.laterStep };
    }),
    cliCommand: `npx solx-launch run plan.json --rpc ${ctx.chain.cluster.rpcUrl} --keypair <your keypair file>`,
  };
}
