import { z } from 'zod';
import { formatBaseUnits, parseUiAmount } from '../solana/amounts';
import {
  launchPlanMessages as msg,
  launchPlanShape,
  OUTPUT_TYPES,
  STEP_OUTPUTS,
  STEP_REF,
  type AddressType,
  type LaunchPlanDocument,
  type LaunchPlanStep,
  type OutputName,
} from './launch-plans';

export interface PlanIssue {
  /** Path inside the plan, e.g. ['steps', 2, 'mint']. */
  path: (string | number)[];
  message: string;
}

/** Fields that take an address (or a reference), with the type of address each takes. */
function addressFields(step: LaunchPlanStep): [string, string, AddressType][] {
  switch (step.kind) {
    case 'curve-buys':
      return [['mint', step.mint, 'mint']];
    case 'pool':
      return [
        ['tokenA', step.tokenA, 'mint'],
        ['tokenB', step.tokenB, 'mint'],
      ];
    case 'clmm-position':
      return [['pool', step.pool, 'pool']];
    case 'distribute':
      return [['token', step.token, 'mint']];
    case 'burn':
      return [['token', step.token, 'mint']];
    case 'create-token':
    case 'curve-launch':
    case 'stake':
      return [];
  }
}

/** The `$steps` references a step names (what it needs earlier steps' results for). */
export function addressRefs(step: LaunchPlanStep): string[] {
  return addressFields(step)
    .map(([, value]) => value)
    .filter((value) => STEP_REF.test(value));
}

export function parseRef(value: string): { step: string; output: string } | null {
  const m = STEP_REF.exec(value);
  return m ? { step: m[1] ?? '', output: m[2] ?? '' } : null;
}

/** Token amounts a step takes out of the running wallet, per token field value (address or reference). */
function tokenOutflows(step: LaunchPlanStep): [string, string][] {
  switch (step.kind) {
    case 'pool':
      return [
        [step.tokenA, step.amountA],
        [step.tokenB, step.amountB],
      ];
    case 'distribute':
      return Array.isArray(step.recipients) ? step.recipients.map((r) => [step.token, r.amount]) : [];
    case 'burn':
      return [[step.token, step.amount]];
    default:
      return [];
  }
}

/**
 * Checks a plan as a whole before anything runs: ids unique, every reference names an earlier step's
 * result of the right type, and what the plan spends of a token it creates fits that token's supply.
 * (What the wallet can pay is checked by the server, which knows fees, rent and balances.)
 */
export function checkPlan(plan: LaunchPlanDocument): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const seen = new Map<string, LaunchPlanStep>();
  plan.steps.forEach((step, i) => {
    if (seen.has(step.id)) issues.push({ path: ['steps', i, 'id'], message: msg.idDuplicate(step.id) });
    for (const [field, value, type] of addressFields(step)) {
      const ref = parseRef(value);
      if (!ref) continue;
      const source = seen.get(ref.step);
      const path = ['steps', i, field];
      if (!source) {
        issues.push({ path, message: msg.refUnknownStep(value, ref.step) });
        continue;
      }
      const outputs = STEP_OUTPUTS[source.kind];
      if (!outputs.includes(ref.output as OutputName)) {
        issues.push({ path, message: msg.refUnknownOutput(value, source.kind, outputs) });
      } else if (OUTPUT_TYPES[ref.output as OutputName] !== type) {
        issues.push({ path, message: msg.refWrongOutput(value, type) });
      }
    }
    if (!seen.has(step.id)) seen.set(step.id, step);
  });
  issues.push(...supplyIssues(plan));
  return issues;
}

function supplyIssues(plan: LaunchPlanDocument): PlanIssue[] {
  const issues: PlanIssue[] = [];
  plan.steps.forEach((token, i) => {
    if (token.kind !== 'create-token') return;
    const supply = parseUiAmount(token.supply, token.decimals);
    if (supply === null) {
      issues.push({ path: ['steps', i, 'supply'], message: msg.amountInvalid });
      return;
    }
    const ref = `$steps.${token.id}.mint`;
    let spent = 0n;
    let lastPath: (string | number)[] = ['steps', i, 'supply'];
    plan.steps.forEach((step, j) => {
      for (const [field, amount] of tokenOutflows(step)) {
        if (field !== ref) continue;
        const units = parseUiAmount(amount, token.decimals);
        if (units === null) {
          issues.push({ path: ['steps', j], message: msg.amountInvalid });
          continue;
        }
        spent += units;
        lastPath = ['steps', j];
      }
    });
    if (spent > supply) {
      issues.push({
        path: lastPath,
        message: msg.supplyExceeded(
          token.symbol,
          formatBaseUnits(spent, token.decimals),
          formatBaseUnits(supply, token.decimals),
        ),
      });
    }
  });
  return issues;
}

/** The plan document: its shape, then the whole-plan checks, each reported at its field. */
export const launchPlanSchema = launchPlanShape.superRefine((plan, ctx) => {
  for (const issue of checkPlan(plan))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** Published JSON Schema of a plan file (what an editor validates against). */
export function launchPlanJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(launchPlanShape, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
}

/** The answer of a plan check: every problem at its place, or the steps the plan will run. */
export const planCheckSchema = z.object({
  valid: z.boolean(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
  steps: z.array(z.object({ id: z.string(), kind: z.string() })),
  /** What does not stop the plan but deserves a look (a new token's name already used), at its field. */
  warnings: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .default([]),
});
export type PlanCheck = z.infer<typeof planCheckSchema>;

/** Checks any JSON value as a plan file: shape issues first, the whole-plan checks only on a sound shape. */
export function checkPlanFile(value: unknown): PlanCheck {
  const result = launchPlanSchema.safeParse(value);
  if (!result.success) {
    return {
      valid: false,
      issues: result.error.issues.map((i) => ({
        path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        message: i.message,
      })),
      steps: [],
      warnings: [],
    };
  }
  return {
    valid: true,
    issues: [],
    steps: result.data.steps.map((s) => ({ id: s.id, kind: s.kind })),
    warnings: [],
  };
}
