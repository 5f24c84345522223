import type { Instruction } from '@solana/kit';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';

/** An operation as its feature sees it: the stored summary already parsed by the kind's schema. */
export interface PendingOperation<S> {
  id: string;
  wallet: string;
  kind: string;
  summary: S;
}

export interface FinishedOperation<S> extends PendingOperation<S> {
  signatures: string[];
}

/**
 * What a co-signer may add beside the signed transactions: the summary as it now stands (checked with the
 * kind's schema) and a settlement, platform-signed instructions sent only after every signed transaction
 * confirmed. The operation confirms only when the settlement has; a crash resumes it (see confirm.ts).
 */
export interface Cosigned<S> {
  signed: string[];
  summary?: S;
  settlement?: Instruction[];
}

/** One operation's outcome in its group's pricing: refused alone (nothing stored or sent), or its trade. */
export type GroupPriced<S> = { refused: Error } | { summary: S; settlement: Instruction[] };

/**
 * Group commit (see group-commit.ts): operations of the kind arriving for one lock key while it is held
 * are co-signed, sent, settled and finished together, each still priced at its own turn.
 */
export interface GroupHooks<S> {
  /** Operations of one lane may share a group (a curve's buys); one of another lane starts the next group. */
  laneOf(op: PendingOperation<S>): string;
  /**
   * Prices `ops` in order, each at the state the ones before it leave. Without `start` the state is read
   * now (under the lock) and returned as `start` (JSON); with it, the same state again: after the wallets'
   * transactions landed, the landed ones are priced from it for their settlements. Leaving an earlier
   * operation out may only give the later ones as much or more (hence one lane per group).
   */
  price(
    ctx: AppContext,
    ops: PendingOperation<S>[],
    start?: unknown,
  ): Promise<{ start: unknown; priced: GroupPriced<S>[] }>;
  /** The platform's signatures on the wallet's verified transactions (the pricing is `price`'s). */
  cosign(ctx: AppContext, op: PendingOperation<S>, signed: string[]): Promise<string[]>;
}

/** What a feature does around one of its operations; each hook gets the summary typed by its schema. */
export interface OperationHooks<S> {
  /** Send and confirm in a job instead of inside the submit request (many transactions, e.g. batches). */
  background?: boolean;
  /** In-process locks held while co-signing, sending and confirming (e.g. one per pool touched). */
  lockKeys?(op: PendingOperation<S>): string[];
  /**
   * Adds the platform's signatures once the wallet's are verified, under the locks. Throw a `conflict`
   * to refuse (nothing is stored or sent, the operation stays `planned`).
   */
  cosign?(ctx: AppContext, op: PendingOperation<S>, signed: string[]): Promise<string[] | Cosigned<S>>;
  /** Co-sign in groups per lock key instead (takes the place of `cosign`; needs `lockKeys`). */
  group?: GroupHooks<S>;
  /**
   * Runs in the DB transaction that marks the operation confirmed, before the status changes; what it
   * returns becomes the result. If another pass finished the operation meanwhile, all it wrote is rolled
   * back, and an error from colliding with that pass's writes (a unique index) is not reported: anything
   * outside the database belongs in `afterCommit`.
   */
  onConfirmed?(tx: Db, op: FinishedOperation<S>, ctx: AppContext): Promise<Record<string, unknown> | void>;
  /**
   * `onConfirmed` for a group's confirmed operations at once (group commit finishes a group in one DB
   * transaction), in the group's order, one result each: it writes what `onConfirmed` would write for
   * each of them one after another, in fewer statements. Without it, `onConfirmed` runs for each.
   */
  onGroupConfirmed?(
    tx: Db,
    ops: FinishedOperation<S>[],
    ctx: AppContext,
  ): Promise<Array<Record<string, unknown>>>;
  /** Runs in the DB transaction that marks the operation failed (as `onConfirmed`, before the change). */
  onFailed?(tx: Db, op: FinishedOperation<S>, ctx: AppContext): Promise<void>;
  /** After the transaction that confirmed the operation has committed (e.g. refresh derived data). */
  afterCommit?(op: FinishedOperation<S>, ctx: AppContext): void;
  /** `afterCommit` once for a group's confirmed operations (without it, `afterCommit` runs for each). */
  afterGroupCommit?(ops: FinishedOperation<S>[], ctx: AppContext): void;
}

/**
 * One operation kind. `summary` reads a stored summary back (keys the pipeline adds, such as
 * `networkFeeLamports`, are ignored); at plan time a key outside `summaryKeys` is refused, so a misspelt
 * or stray field fails loudly instead of being silently dropped. The hooks are methods, not function
 * properties, so a definition of any summary type fits the registry's `OperationDefinition` (the pipeline
 * only ever hands a hook the summary its own schema parsed).
 */
export interface OperationDefinition<T extends z.ZodType = z.ZodType> extends OperationHooks<z.output<T>> {
  readonly kind: string;
  readonly summary: T;
  readonly summaryKeys: readonly string[];
}

/**
 * Declares an operation kind. The summary schema is an object of JSON values (it is stored as jsonb) with
 * no transforms: what the planner passes is what confirm reads back.
 */
export function defineOperation<T extends z.ZodObject>(
  spec: { kind: string; summary: T } & OperationHooks<z.output<T>>,
): OperationDefinition<T> {
  return { ...spec, summaryKeys: Object.keys(spec.summary.shape) };
}

/** A stored or planned summary its kind's schema does not accept: a bug or a stale row, never user input. */
export class OperationSummaryError extends Error {
  constructor(kind: string, where: string, issues: string[]) {
    super(`${where} summary of a "${kind}" operation does not match its schema: ${issues.join('; ')}`);
    this.name = 'OperationSummaryError';
  }
}

export const describeIssues = (error: z.ZodError): string[] =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);

/** Parses a stored operation's summary with its kind's schema. */
export function openOperation<T extends z.ZodType>(
  definition: OperationDefinition<T>,
  row: { id: string; wallet: string; kind: string; summary: unknown },
): PendingOperation<z.output<T>> {
  const parsed = definition.summary.safeParse(row.summary);
  if (!parsed.success) {
    const where = `The stored (operation ${row.id})`;
    throw new OperationSummaryError(definition.kind, where, describeIssues(parsed.error));
  }
  return { id: row.id, wallet: row.wallet, kind: row.kind, summary: parsed.data };
}

/**
 * The summary as jsonb will hold it (undefined keys gone, NaN → null), checked with its kind's schema;
 * a key the schema does not name is refused rather than silently dropped.
 */
export function checkPlannedSummary(
  definition: OperationDefinition,
  summary: unknown,
): Record<string, unknown> {
  const json: Record<string, unknown> = JSON.parse(JSON.stringify(summary));
  const parsed = definition.summary.safeParse(json);
  const issues = parsed.success ? [] : describeIssues(parsed.error);
  const unknown = Object.keys(json).filter((k) => !definition.summaryKeys.includes(k));
  if (unknown.length > 0) issues.push(`unknown keys ${unknown.join(', ')}`);
  if (issues.length > 0) throw new OperationSummaryError(definition.kind, 'The planned', issues);
  return json;
}
