import { z } from 'zod';
import { planCheckSchema } from '../schemas/launch-plan-check';
import { dryRunSchema, planCostRequestSchema, planCostSchema } from '../schemas/launch-plan-cost';
import {
  attachOperationSchema,
  runListSchema,
  runParamsSchema,
  runStepParamsSchema,
  runViewSchema,
  startRunSchema,
} from '../schemas/launch-plan-runs';
import { binaryAnswer, endpoint } from './endpoint';

const tag = 'Launch Plans';

export const getLaunchPlanSchema = endpoint({
  method: 'GET',
  path: '/api/launch-plans/schema.json',
  auth: 'public',
  tag,
  summary: 'The JSON Schema of a Launch Plan file (version 1), for editors and CI pipelines',
  response: z.record(z.string(), z.unknown()),
});

export const checkLaunchPlan = endpoint({
  method: 'POST',
  path: '/api/launch-plans/check',
  auth: 'public',
  tag,
  summary:
    "Checks a plan as a whole before anything runs: its shape, that every $steps reference names an earlier result of the right type, and that what it spends of a token it creates fits the supply; warns when a new token's name or symbol is already used by a token the app knows",
  body: z.unknown(),
  response: planCheckSchema,
  examples: {
    body: {
      version: 1,
      name: 'Rocket launch',
      steps: [
        { id: 'token', kind: 'create-token', name: 'Rocket', symbol: 'RKT', supply: '1000000' },
        { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '1000' },
      ],
    },
  },
});

export const getLaunchPlanCost = endpoint({
  method: 'POST',
  path: '/api/launch-plans/cost',
  auth: 'wallet',
  tag,
  summary:
    "The whole plan's cost to the signed-in wallet before it starts: per step the SOL it spends (network and priority fees, rent of every account it creates, platform fees, SOL it deposits or sends) and the tokens it takes, as each step's own screen plans it, summed and compared with the wallet's SOL (and SOLX when it stakes) read from the chain",
  body: planCostRequestSchema,
  response: planCostSchema,
});

export const dryRunLaunchPlan = endpoint({
  method: 'POST',
  path: '/api/launch-plans/dry-run',
  auth: 'wallet',
  tag,
  summary:
    "What can be checked of a plan on this cluster before anything is sent: its exact cost against the signed-in wallet's balances, new names and symbols already used by tokens the app knows (the lists checked are named), the first step simulated on the cluster, and, off the embedded chain, every step rehearsed on a local fork of the cluster (nothing sent to it) with a throwaway key given the SOL the wallet holds, within 120 s. One dry run at a time per server: another meanwhile answers 409",
  body: planCostRequestSchema,
  response: dryRunSchema,
});

export const startLaunchPlanRun = endpoint({
  method: 'POST',
  path: '/api/launch-plans/runs',
  auth: 'wallet',
  tag,
  summary:
    "Starts a run of a plan (checked as a whole first): a rehearsal on the embedded chain or a live run on a real cluster. The run then waits for each step's operation, planned through the step's own endpoint (`next`)",
  body: startRunSchema,
  response: runViewSchema,
  status: 201,
});

export const listLaunchPlanRuns = endpoint({
  method: 'GET',
  path: '/api/launch-plans/runs',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's plan runs, newest first",
  response: runListSchema,
});

export const getLaunchPlanRun = endpoint({
  method: 'GET',
  path: '/api/launch-plans/runs/:id',
  auth: 'wallet',
  tag,
  summary:
    'A run as it stands, each step derived from its operations on chain: pending, in flight, confirmed (with its results), failed (with the reason) or skipped; `next` is the request that plans the current step',
  params: runParamsSchema,
  response: runViewSchema,
});

export const attachLaunchPlanOperation = endpoint({
  method: 'POST',
  path: '/api/launch-plans/runs/:id/steps/:index/operations',
  auth: 'wallet',
  tag,
  summary:
    "Names the operation the wallet planned (from `next`) as the current step's: attach it before submitting, so a restart finds the step in flight",
  params: runStepParamsSchema,
  body: attachOperationSchema,
  response: runViewSchema,
});

export const skipLaunchPlanStep = endpoint({
  method: 'POST',
  path: '/api/launch-plans/runs/:id/steps/:index/skip',
  auth: 'wallet',
  tag,
  summary:
    'Skips the step the run is at (failed or not started); a later step that names its results then fails',
  params: runStepParamsSchema,
  response: runViewSchema,
});

export const getLaunchPlanReport = endpoint({
  method: 'GET',
  path: '/api/launch-plans/runs/:id/report.md',
  auth: 'wallet',
  tag,
  summary:
    "A run's report as markdown: every step's outcome, results, signatures and network fees, and each created token's supply and largest holders read from the chain",
  params: runParamsSchema,
  response: binaryAnswer,
  contentType: 'text/markdown',
});

export const getLaunchPlanReportPdf = endpoint({
  method: 'GET',
  path: '/api/launch-plans/runs/:id/report.pdf',
  auth: 'wallet',
  tag,
  summary: 'The same report as a PDF',
  params: runParamsSchema,
  response: binaryAnswer,
  contentType: 'application/pdf',
});
