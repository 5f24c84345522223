import type { ApiWallet } from '../tests/integration/helpers/api-wallet';

/** A wallet re-plans at most this many times after a refusal (the screen's "review the new quote"). */
export const MAX_ATTEMPTS = 25;
const POLL_MS = 100;
const FINAL = new Set(['confirmed', 'failed', 'expired']);

export type Reply = { status: number; json: Record<string, unknown> };

/** How one kind of trade is planned: `quote` is the 409's new quote (or null on the first try). */
export interface TradeFlow {
  plan(wallet: ApiWallet, quote: Record<string, unknown> | null): Promise<Reply>;
  /** A fresh quote when a refusal carried none (as the screen asks for one). */
  requote(wallet: ApiWallet): Promise<Record<string, unknown> | null>;
}

export interface TradeOutcome {
  confirmed: boolean;
  attempts: number;
  refused: number;
  failedAndRetried: number;
  rateLimited: number;
  firstPlanAt: number;
  submitAt: number;
  confirmedAt: number;
  operationId: string | null;
  signatures: string[];
  error: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quoteOf = (reply: Reply) =>
  reply.json.quote && typeof reply.json.quote === 'object'
    ? (reply.json.quote as Record<string, unknown>)
    : null;

/**
 * One wallet's trade as the web does it: plan → sign in the client → submit, then (the submit usually
 * answers final already) poll the operation. A 409 is a refusal at the curve's or pool's state at its
 * turn: the wallet takes the new quote and plans again, up to MAX_ATTEMPTS; an operation that failed on
 * chain (e.g. an expired blockhash) is planned again too. Nothing runs past `deadline`.
 */
export async function trade(wallet: ApiWallet, flow: TradeFlow, deadline: number): Promise<TradeOutcome> {
  const out: TradeOutcome = {
    confirmed: false,
    attempts: 0,
    refused: 0,
    failedAndRetried: 0,
    rateLimited: 0,
    firstPlanAt: performance.now(),
    submitAt: 0,
    confirmedAt: 0,
    operationId: null,
    signatures: [],
    error: null,
  };
  let quote: Record<string, unknown> | null = null;
  const refusedWith = async (reply: Reply) => {
    out.refused++;
    quote = quoteOf(reply) ?? (await flow.requote(wallet));
  };
  try {
    while (out.attempts < MAX_ATTEMPTS && performance.now() < deadline) {
      const plan = await flow.plan(wallet, quote);
      if (plan.status === 429) {
        out.rateLimited++;
        await sleep(1_000);
        continue;
      }
      out.attempts++;
      if (plan.status === 409) {
        await refusedWith(plan);
        continue;
      }
      if (plan.status !== 200)
        throw new Error(`plan ${plan.status}: ${JSON.stringify(plan.json).slice(0, 300)}`);
      const id = String(plan.json.operationId);
      const signed = await wallet.sign(plan.json.transactions as string[]);
      out.submitAt = performance.now();
      let op = await wallet.call('POST', `/api/operations/${id}/submit`, { transactions: signed });
      if (op.status === 409) {
        await refusedWith(op);
        continue;
      }
      if (op.status !== 200) throw new Error(`submit ${op.status}: ${JSON.stringify(op.json).slice(0, 300)}`);
      while (!FINAL.has(String(op.json.status)) && performance.now() < deadline) {
        await sleep(POLL_MS);
        op = await wallet.call('GET', `/api/operations/${id}`);
      }
      if (op.json.status === 'confirmed') {
        out.confirmedAt = performance.now();
        out.confirmed = true;
        out.operationId = id;
        const txs = (op.json.transactions ?? []) as { signature: string | null; status: string }[];
        out.signatures = txs
          .filter((t) => t.signature && t.status === 'confirmed')
          .map((t) => t.signature ?? '');
        return out;
      }
      if (!FINAL.has(String(op.json.status))) break;
      out.failedAndRetried++;
      out.error = String(op.json.error ?? op.json.status);
      quote = null;
    }
    out.error ??=
      performance.now() >= deadline ? 'round timed out' : `gave up after ${out.attempts} attempts`;
  } catch (error) {
    out.error = error instanceof Error ? error.message : String(error);
  }
  return out;
}

export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

export interface RushFigures {
  wallets: number;
  confirmed: number;
  /** Confirmed trades per second, from the moment every request was issued to the last confirmation. */
  rate: number;
  seconds: number;
  submitP50: number;
  submitP99: number;
  firstPlanP50: number;
  firstPlanP99: number;
  refused: number;
  walletsRefused: number;
  failedAndRetried: number;
  rateLimited: number;
  plans: number;
  firstError: string | null;
  outcomes: TradeOutcome[];
}

/** Every wallet's trade issued at once; the round gives up at `roundSeconds` and reports what it got. */
export async function rush(
  wallets: readonly ApiWallet[],
  flowOf: (index: number) => TradeFlow,
  roundSeconds: number,
): Promise<RushFigures> {
  const start = performance.now();
  const deadline = start + roundSeconds * 1000;
  const outcomes = await Promise.all(wallets.map((w, i) => trade(w, flowOf(i), deadline)));
  const done = outcomes.filter((o) => o.confirmed);
  const last = Math.max(start, ...done.map((o) => o.confirmedAt));
  const seconds = (last - start) / 1000;
  const submit = done.map((o) => o.confirmedAt - o.submitAt);
  const whole = done.map((o) => o.confirmedAt - o.firstPlanAt);
  const sum = (f: (o: TradeOutcome) => number) => outcomes.reduce((s, o) => s + f(o), 0);
  return {
    wallets: wallets.length,
    confirmed: done.length,
    rate: seconds > 0 ? done.length / seconds : 0,
    seconds,
    submitP50: percentile(submit, 0.5),
    submitP99: percentile(submit, 0.99),
    firstPlanP50: percentile(whole, 0.5),
    firstPlanP99: percentile(whole, 0.99),
    refused: sum((o) => o.refused),
    walletsRefused: outcomes.filter((o) => o.refused > 0).length,
    failedAndRetried: sum((o) => o.failedAndRetried),
    rateLimited: sum((o) => o.rateLimited),
    plans: sum((o) => o.attempts),
    firstError: outcomes.find((o) => !o.confirmed)?.error ?? null,
    outcomes,
  };
}
