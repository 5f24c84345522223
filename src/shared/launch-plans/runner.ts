import { endpointUrl } from '../api/endpoint';
import { attachLaunchPlanOperation, getLaunchPlanRun } from '../api/launch-plans';
import { submitOperation } from '../api/operations';
import { uploadTokenImage } from '../api/tokens';
import type { OperationKind } from '../operation-kinds';
import type { RunStep, RunView } from '../schemas/launch-plan-runs';

/** How a runner reaches the server: the web's fetch with its session, or the CLI's own client. */
export interface RunTransport {
  /** `kind` names the operation a planning call plans (the web gates sensitive kinds on it). */
  call(
    method: string,
    path: string,
    body?: unknown,
    kind?: OperationKind,
  ): Promise<{ status: number; json: unknown }>;
}

/** Adds the wallet's signature to each planned base64 transaction. */
export type SignTransactions = (transactions: string[]) => Promise<string[]>;

/** Another wallet the runner holds the key of (a curve-buys buyer), signed in with its own session. */
export interface RunSigner {
  transport: RunTransport;
  sign: SignTransactions;
}

export interface RunnerOptions {
  /** Called whenever a step's state changes (planned, in flight, confirmed, failed). */
  onStep?: (step: RunStep, view: RunView) => void;
  /** Plan a failed step again instead of stopping at it (a retry). */
  retryFailed?: boolean;
  pollMs?: number;
  /** Stop between steps (the page's pause, a CLI interrupt). */
  signal?: AbortSignal;
  /** Waited between steps (a rehearsal's optional pace); 0 by default. */
  paceMs?: number;
  /** The buyer wallet of a request the run names one for, signed in (the runner generated its key). */
  signerFor?: (address: string) => Promise<RunSigner | undefined>;
  /**
   * Asked before the run's own wallet plans each operation (the page's approval per step); false stops
   * the run there, before anything is planned or attached, so it continues from the same step later.
   */
  approve?: (step: RunStep, next: NonNullable<RunView['next']>) => Promise<boolean>;
}

export class RunRefused extends Error {
  constructor(
    readonly step: RunStep | undefined,
    message: string,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function messageOf(json: unknown, fallback: string): string {
  const m = (json as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : fallback;
}

async function view(t: RunTransport, id: string): Promise<RunView> {
  const { status, json } = await t.call('GET', endpointUrl(getLaunchPlanRun, { id }));
  if (status !== 200) throw new RunRefused(undefined, messageOf(json, `Reading the run answered ${status}`));
  return json as RunView;
}

/**
 * Runs a plan's run to its end with one wallet: for the step the run is at, plans its operation through
 * the step's own endpoint, names it as the step's before submitting (so a restart finds it in flight),
 * signs, submits and waits for the chain. Stops at a failed step (its reason in the view) unless told to
 * retry; resumes wherever the server's record says the run is, so calling it again continues a run.
 */
export async function runToEnd(
  t: RunTransport,
  sign: SignTransactions,
  runId: string,
  opts: RunnerOptions = {},
): Promise<RunView> {
  const pollMs = opts.pollMs ?? 250;
  let retried = -1;
  for (;;) {
    const v = await view(t, runId);
    if (v.current === null || v.status === 'completed') return v;
    const step = v.steps[v.current];
    if (!step) return v;
    if (step.status === 'in_flight') {
      await sleep(pollMs);
      continue;
    }
    if (step.status === 'failed') {
      opts.onStep?.(step, v);
      // Retry once per step and call; a step that fails again stops the run with its reason.
      if (!opts.retryFailed || !v.next || retried === v.current) return v;
      retried = v.current;
    }
    if (opts.signal?.aborted) return v;
    const next = v.next;
    if (!next) return v;
    let by: RunSigner = { transport: t, sign };
    if (next.signer) {
      const other = await opts.signerFor?.(next.signer);
      if (!other)
        throw new RunRefused(step, `This step is signed by ${next.signer}, whose key this runner lacks`);
      by = other;
    } else if (opts.approve && !(await opts.approve(step, next))) {
      return v;
    }
    const body = next.upload ? await withLogo(by.transport, step, next.body, next.upload) : next.body;
    const planned = await by.transport.call(next.method, next.path, body, next.kind as OperationKind);
    if (planned.status !== 200 && planned.status !== 201) {
      throw new RunRefused(step, messageOf(planned.json, `Planning the step answered ${planned.status}`));
    }
    const { operationId, transactions } = planned.json as { operationId: string; transactions: string[] };
    const attached = await by.transport.call(
      'POST',
      endpointUrl(attachLaunchPlanOperation, { id: runId, index: v.current }),
      { operationId },
    );
    if (attached.status !== 200)
      throw new RunRefused(step, messageOf(attached.json, 'The run refused the operation'));
    const inFlight = attached.json as RunView;
    const flying = inFlight.steps[v.current];
    if (flying) opts.onStep?.(flying, inFlight);
    const signed = await by.sign(transactions);
    const submitted = await by.transport.call('POST', endpointUrl(submitOperation, { id: operationId }), {
      transactions: signed,
    });
    if (submitted.status >= 500) throw new RunRefused(step, messageOf(submitted.json, 'Submitting failed'));
    // A refused submit (4xx) fails the operation; the next view shows the step failed with the reason.
    const settled = await settle(t, runId, v.current, pollMs);
    const done = settled.steps[v.current];
    if (done) opts.onStep?.(done, settled);
    if (opts.paceMs) await sleep(opts.paceMs);
  }
}

/** Uploads the step's logo through the token image endpoint and puts its URL into the body. */
async function withLogo(
  t: RunTransport,
  step: RunStep,
  body: unknown,
  upload: { data: string; at: string[] },
): Promise<unknown> {
  const stored = await t.call(uploadTokenImage.method, uploadTokenImage.path, { data: upload.data });
  if (stored.status !== 200) throw new RunRefused(step, messageOf(stored.json, 'The logo was refused'));
  const url = (stored.json as { url: string }).url;
  const copy = structuredClone(body) as Record<string, unknown>;
  let at = copy;
  for (const key of upload.at.slice(0, -1)) {
    at[key] = { ...((at[key] as Record<string, unknown> | undefined) ?? {}) };
    at = at[key] as Record<string, unknown>;
  }
  at[upload.at.at(-1) ?? 'image'] = url;
  return copy;
}

async function settle(t: RunTransport, runId: string, index: number, pollMs: number): Promise<RunView> {
  for (;;) {
    const v = await view(t, runId);
    if (v.steps[index]?.status !== 'in_flight') return v;
    await sleep(pollMs);
  }
}
