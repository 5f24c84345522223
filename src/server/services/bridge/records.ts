import { and, desc, eq, or } from 'drizzle-orm';
import { erc20Abi } from 'viem';
import {
  BRIDGE_TOKENS,
  type BridgeChain,
  type BridgeHistoryItem,
  type BridgeStatus,
  type BridgeToken,
  type EvmBridgeChain,
  type EvmReceipt,
} from '@shared/schemas/bridge';
import { getBridgeReceipt } from '@shared/api/bridge';
import { endpointUrl } from '@shared/api/endpoint';
import { explorerUrl } from '@shared/solana/explorer';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { bridgeTransfers } from '../../db/schema';
import { bridgeRuntime, sideOf } from './runtime';
import { deploymentOf, solanaToken, tokenBalance, wrappedToken } from './tokens';

type Row = typeof bridgeTransfers.$inferSelect;

function txUrl(ctx: AppContext, chain: BridgeChain, hash: string | null): string | null {
  if (!hash) return null;
  if (chain === 'solana') return explorerUrl('tx', hash, ctx.chain.cluster);
  return endpointUrl(getBridgeReceipt, { chain, hash });
}

function toItem(ctx: AppContext, row: Row): BridgeHistoryItem {
  const ui = (units: string) => formatBaseUnits(BigInt(units), row.decimals);
  const source = row.sourceChain as BridgeChain;
  const destination = row.destinationChain as BridgeChain;
  return {
    id: row.id,
    chains: { source, destination },
    token: row.token as BridgeToken,
    amount: ui(row.amount),
    received: ui(row.received),
    fee: ui(row.fee),
    destinationAddress: row.destinationAddress,
    status: row.status as BridgeStatus,
    stage: row.stage,
    sourceTx: row.sourceTx,
    destinationTx: row.destinationTx,
    sourceTxUrl: txUrl(ctx, source, row.sourceTx),
    destinationTxUrl: txUrl(ctx, destination, row.destinationTx),
    timestamp: row.createdAt.toISOString(),
    progress: row.progress,
    error: row.error,
  };
}

/** The wallet's transfers (started by it, or released to it from an EVM chain), newest first. */
export async function listTransfers(ctx: AppContext, wallet: string): Promise<BridgeHistoryItem[]> {
  const rows = await ctx.database.db
    .select()
    .from(bridgeTransfers)
    .where(
      or(
        eq(bridgeTransfers.wallet, wallet),
        and(eq(bridgeTransfers.destinationChain, 'solana'), eq(bridgeTransfers.destinationAddress, wallet)),
      ),
    )
    .orderBy(desc(bridgeTransfers.createdAt))
    .limit(100);
  return rows.map((row) => toItem(ctx, row));
}

export interface Reconciliation {
  token: BridgeToken;
  custody: string;
  wrappedSupply: string;
  byChain: Record<string, string>;
  balanced: boolean;
}

/** Per token: what Solana custody holds against the wrapped supply on every EVM chain (must be equal). */
export async function reconcile(ctx: AppContext): Promise<Reconciliation[]> {
  const runtime = bridgeRuntime(ctx);
  const out: Reconciliation[] = [];
  for (const symbol of BRIDGE_TOKENS) {
    const token = await solanaToken(ctx, symbol);
    const custody = await tokenBalance(ctx, token.custody);
    let wrapped = 0n;
    const byChain: Record<string, string> = {};
    for (const [chain, side] of runtime.sides) {
      const deployment = await deploymentOf(ctx, chain);
      const supply = await side.public.readContract({
        address: wrappedToken(deployment, symbol),
        abi: erc20Abi,
        functionName: 'totalSupply',
      });
      byChain[chain] = formatBaseUnits(supply, token.decimals);
      wrapped += supply;
    }
    out.push({
      token: symbol,
      custody: formatBaseUnits(custody, token.decimals),
      wrappedSupply: formatBaseUnits(wrapped, token.decimals),
      byChain,
      balanced: custody === wrapped,
    });
  }
  return out;
}

/** The EVM receipt behind a destination (or source) hash, as the chain's JSON-RPC reports it. */
export async function bridgeReceipt(
  ctx: AppContext,
  chain: EvmBridgeChain,
  hash: string,
): Promise<EvmReceipt | null> {
  const side = sideOf(bridgeRuntime(ctx), chain);
  const answer = (await side.embedded.handle({
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_getTransactionReceipt',
    params: [hash],
  })) as { result?: EvmReceipt | null };
  return answer.result ?? null;
}
