import { address } from '@solana/kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { RunView } from '@shared/schemas/launch-plan-runs';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { operationTransactions } from '../../db/schema';

/** What a run's report says, read once; the markdown and the PDF are two renderings of it. */
export interface RunReport {
  view: RunView;
  mode: string;
  /** Network fees of each step's landed transactions, SOL. */
  stepFees: string[];
  totalFees: string;
  mints: { step: string; mint: string; supply: string; holders: { account: string; amount: string }[] }[];
}

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

/** Reads the report's facts: fees from the pipeline's records, each created mint's supply and holders from the chain. */
export async function runReport(ctx: AppContext, view: RunView): Promise<RunReport> {
  const fees = await feesByOperation(ctx, view);
  const perStep = view.steps.map((s) => s.operations.reduce((sum, o) => sum + (fees.get(o.id) ?? 0n), 0n));
  const mints: RunReport['mints'] = [];
  for (const step of view.steps) {
    const mint = step.outputs.mint;
    if (!mint) continue;
    const rpc = ctx.chain.rpc;
    const supply = (await rpc.getTokenSupply(address(mint), { commitment: 'confirmed' }).send()).value;
    const largest = (await rpc.getTokenLargestAccounts(address(mint), { commitment: 'confirmed' }).send())
      .value;
    mints.push({
      step: step.id,
      mint,
      supply: formatBaseUnits(BigInt(supply.amount), supply.decimals),
      holders: largest.map((h) => ({
        account: h.address,
        amount: formatBaseUnits(BigInt(h.amount), h.decimals),
      })),
    });
  }
  return {
    view,
    mode: view.rehearsal
      ? 'rehearsal on the embedded chain'
      : `live on ${ctx.chain.cluster.label} (${ctx.chain.cluster.rpcUrl})`,
    stepFees: perStep.map((f) => formatBaseUnits(f, 9)),
    totalFees: formatBaseUnits(
      perStep.reduce((a, b) => a + b, 0n),
      9,
    ),
    mints,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The wallets that bought in curve-buys steps (their keys stay with the runner that made them). */
function buyerLines(view: RunView): string[] {
  const lines = view.buyers.flatMap((b) => b.wallets.map((w, i) => `| ${cell(b.step)} | ${i + 1} | ${w} |`));
  if (lines.length === 0) return [];
  return ['## Buyer wallets', '', '| Step | Buy | Wallet |', '| --- | ---: | --- |', ...lines, ''];
}

/** The rehearsal (or run) report as markdown: steps, results, signatures, fees, final supply and holders. */
export function reportMarkdown(r: RunReport): string {
  const rows = r.view.steps.map((s, i) => {
    const results = Object.entries(s.outputs)
      .map(([k, v]) => `${k}: ${v}`)
      .join('<br>');
    const sigs = s.operations.flatMap((o) => o.signatures).join('<br>');
    const outcome = s.error ? `${s.status}: ${s.error}` : s.status;
    return `| ${s.index + 1} | ${cell(s.id)} | ${s.kind} | ${cell(outcome)} | ${results} | ${sigs} | ${r.stepFees[i] ?? '0'} |`;
  });
  return [
    `# Launch plan report: ${r.view.name}`,
    '',
    `- Mode: ${r.mode}`,
    `- Started: ${r.view.createdAt}`,
    `- Status: ${r.view.status}`,
    `- Network fees of landed transactions: ${r.totalFees} SOL`,
    '',
    '## Steps',
    '',
    '| # | Step | Kind | Outcome | Results | Signatures | Fees (SOL) |',
    '| ---: | --- | --- | --- | --- | --- | ---: |',
    ...rows,
    '',
    ...buyerLines(r.view),
    '## Tokens created',
    '',
    ...r.mints.flatMap((m) => [
      `### ${m.step}: ${m.mint}`,
      '',
      `Supply now: ${m.supply}`,
      '',
      '| Token account | Amount |',
      '| --- | ---: |',
      ...m.holders.map((h) => `| ${h.account} | ${h.amount} |`),
      '',
    ]),
  ].join('\n');
}
