import { createNoopSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { MarketInsights } from '@shared/schemas/chain';
import type { AppContext } from '../../context';
import { messageFee } from '../../chain/fees';

/** Fee, priority fee and TPS straight from the cluster; SOL's USD price only where a price source exists. */
export async function marketInsights(ctx: AppContext): Promise<MarketInsights> {
  const rpc = ctx.chain.rpc;
  const oneSignature = [
    getTransferSolInstruction({
      source: createNoopSigner(ctx.platform.address),
      destination: ctx.platform.address,
      amount: 0n,
    }),
  ];
  const [samples, fees, feePerSignature] = await Promise.all([
    rpc.getRecentPerformanceSamples(10).send(),
    rpc.getRecentPrioritizationFees().send(),
    messageFee(ctx.chain, ctx.platform.address, oneSignature),
  ]);
  const totals = samples.reduce(
    (acc, s) => ({ tx: acc.tx + Number(s.numTransactions), secs: acc.secs + Number(s.samplePeriodSecs) }),
    { tx: 0, secs: 0 },
  );
  const sorted = fees.map((f) => Number(f.prioritizationFee)).sort((a, b) => a - b);
  return {
    solPriceUsd: null,
    feePerSignatureLamports: Number(feePerSignature),
    priorityFeeMicroLamports: sorted[Math.floor(sorted.length / 2)] ?? 0,
    tps: totals.secs > 0 ? Math.round((totals.tx / totals.secs) * 10) / 10 : null,
  };
}
