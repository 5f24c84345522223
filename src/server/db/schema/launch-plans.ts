import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A run of a Launch Plan by one wallet: rehearsed on the embedded chain, or live on a real cluster. */
export const launchPlanRuns = pgTable(
  'launch_plan_runs',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    name: text('name').notNull(),
    /** The plan document as checked when the run started (launchPlanSchema output). */
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    rehearsal: boolean('rehearsal').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('launch_plan_runs_wallet_idx').on(t.wallet, t.createdAt)],
);

/**
 * The operations planned for a run's steps, in order. A step's state is read from its operations' own
 * status (the pipeline's record), so nothing here can disagree with the chain after a crash.
 */
export const launchPlanOperations = pgTable(
  'launch_plan_operations',
  {
    operationId: uuid('operation_id').primaryKey(),
    runId: uuid('run_id').notNull(),
    stepIndex: integer('step_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('launch_plan_operations_run_idx').on(t.runId)],
);

/** Steps the user chose to skip after they failed (or before they ran). */
export const launchPlanSkips = pgTable(
  'launch_plan_skips',
  {
    runId: uuid('run_id').notNull(),
    stepIndex: integer('step_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.stepIndex] })],
);
