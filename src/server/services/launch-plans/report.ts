import { address } from '@solana/kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { RunView } from '@shared/schemas/launch-plan-runs';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { operationTransactions } from '../../db/schema';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Network fees of the run's landed transactions, per operation, in lamports (the planned message's fee). */
async function feesByOperation(ctx: AppContext, view: RunView): Promise<Map<string, bigint>> {
  const ids = view.steps.flatMap((s) => s.operations.map((o) => o.id));
  if (ids.length === 0) return new Map();
  const rows = await ctx.database.db
    .select({ id: operationTransactions.operationId, fee: operationTransactions.feeLamports })
    .from(operationTransactions)
    .where(
      and(inArray(operationTransactions.operationId, ids), eq(operationTransactions.status, 'confirmed')),
    );
  const fees = new Map<string, bigint>();
  for (const r of rows) fees.set(r.id, (fees.get(r.id) ?? 0n) + (r.fee ?? 0n));
  return fees;
}

/** Supply and largest holders of every mint the run created, read from the chain now. */
async function mintFacts(ctx: AppContext, view: RunView): Promise<string[]> {
  const lines: string[] = [];
  for (const step of view.steps) {
    const mint = step.outputs.mint;
    if (!mint) continue;
    const rpc = ctx.chain.rpc;
    const supply = (await rpc.getTokenSupply(address(mint), { commitment: 'confirmed' }).send()).value;
    const largest = (await rpc.getTokenLargestAccounts(address(mint), { commitment: 'confirmed' }).send())
      .value;
    lines.push(
      `### ${step.id}: ${mint}`,
      '',
      `Supply now: ${formatBaseUnits(BigInt(supply.amount), supply.decimals)}`,
      '',
      '| Token account | Amount |',
      '| --- | ---: |',
      ...largest.map((h) => `| ${h.address} | ${formatBaseUnits(BigInt(h.amount), h.decimals)} |`),
      '',
    );
  }
  return lines;
}

/** The wallets that bought in curve-buys steps (their keys stay with the runner that made them). */
function buyerLines(view: RunView): string[] {
  const lines = view.buyers.flatMap((b) => b.wallets.map((w, i) => `| ${cell(b.step)} | ${i + 1} | ${w} |`));
  if (lines.length === 0) return [];
  return ['## Buyer wallets', '', '| Step | Buy | Wallet |', '| --- | ---: | --- |', ...lines, ''];
}

/** The rehearsal (or run) report as markdown: steps, results, signatures, fees, final supply and holders. */
export async function runReportMarkdown(ctx: AppContext, view: RunView): Promise<string> {
  const fees = await feesByOperation(ctx, view);
  let total = 0n;
  const rows = view.steps.map((s) => {
    const fee = s.operations.reduce((sum, o) => sum + (fees.get(o.id) ?? 0n), 0n);
    total += fee;
    const results = Object.entries(s.outputs)
      .map(([k, v]) => `${k}: ${v}`)
      .join('<br>');
    const sigs = s.operations.flatMap((o) => o.signatures).join('<br>');
    const outcome = s.error ? `${s.status}: ${s.error}` : s.status;
    return `| ${s.index + 1} | ${cell(s.id)} | ${s.kind} | ${cell(outcome)} | ${results} | ${sigs} | ${formatBaseUnits(fee, 9)} |`;
  });
  return [
    `# Launch plan report: ${view.name}`,
    '',
    `- Mode: ${view.rehearsal ? 'rehearsal on the embedded chain' : `live on ${ctx.chain.cluster.label} (${ctx.chain.cluster.rpcUrl})`}`,
    `- Started: ${view.createdAt}`,
    `- Status: ${view.status}`,
    `- Network fees of landed transactions: ${formatBaseUnits(total, 9)} SOL`,
    '',
    '## Steps',
    '',
    '| # | Step | Kind | Outcome | Results | Signatures | Fees (SOL) |',
    '| ---: | --- | --- | --- | --- | --- | ---: |',
    ...rows,
    '',
    ...buyerLines(view),
    '## Tokens created',
    '',
    ...(await mintFacts(ctx, view)),
  ].join('\n');
}
