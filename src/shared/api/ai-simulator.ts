import {
  simulationListSchema,
  simulationRunParamsSchema,
  simulationRunSchema,
  simulatorRequestSchema,
} from '../schemas/ai-simulator';
import { endpoint } from './endpoint';

const tag = 'Launch Simulator';

/** Answers the running run at once; its progress and results come from polling the run. */
export const startSimulation = endpoint({
  method: 'POST',
  path: '/api/ai/simulator',
  auth: 'wallet',
  tag,
  summary: 'Starts a Monte Carlo launch simulation (one running run per wallet)',
  body: simulatorRequestSchema,
  response: simulationRunSchema,
  examples: {
    body: {
      tokenInfo: { name: 'Demo', initialSupply: 1_000_000_000, launchPrice: 0.001 },
      launchParams: { liquidityAmount: 50, marketingBudget: 1000, strategy: 'fair-launch' },
      marketConditions: 'neutral',
      simulationSettings: { duration: '1month', iterations: 1000 },
    },
  },
});

export const listSimulations = endpoint({
  method: 'GET',
  path: '/api/ai/simulator/runs',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's running and latest finished simulations",
  response: simulationListSchema,
});

export const getSimulation = endpoint({
  method: 'GET',
  path: '/api/ai/simulator/runs/:id',
  auth: 'wallet',
  tag,
  summary: 'One simulation: its progress while running, its results once completed',
  params: simulationRunParamsSchema,
  response: simulationRunSchema,
});
