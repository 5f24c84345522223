import { z } from 'zod';
import { planCheckSchema } from '../schemas/launch-plan-check';
import { endpoint } from './endpoint';

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
    'Checks a plan as a whole before anything runs: its shape, that every $steps reference names an earlier result of the right type, and that what it spends of a token it creates fits the supply',
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
