import { z } from 'zod';
import { plannedOperationSchema } from '../schemas/operations';
import {
  stakePaymentSchema,
  stakeRequestSchema,
  stakeTargetSchema,
  stakingPoolViewSchema,
  stakingStatsSchema,
  userStakeSchema,
} from '../schemas/staking';
import { endpoint } from './endpoint';

const tag = 'Staking';

export const listStakingPools = endpoint({
  method: 'GET',
  path: '/api/phase7/staking/pools',
  auth: 'public',
  tag,
  summary: 'The four SOLX staking pools: duration, APR, minimum, capacity and what is staked in each',
  response: z.object({ pools: z.array(stakingPoolViewSchema) }),
});

export const listUserStakes = endpoint({
  method: 'GET',
  path: '/api/phase7/staking/user-stakes',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's stakes with their rewards accrued so far",
  response: z.object({ stakes: z.array(userStakeSchema) }),
});

export const getStakingStats = endpoint({
  method: 'GET',
  path: '/api/phase7/staking/stats',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's staking totals, next reward date and SOLX balance",
  response: stakingStatsSchema,
});

export const listStakePayments = endpoint({
  method: 'GET',
  path: '/api/phase7/staking/rewards',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's stakes, claims and unstakes, newest first",
  response: z.object({ payments: z.array(stakePaymentSchema) }),
});

export const planStake = endpoint({
  method: 'POST',
  path: '/api/phase7/staking/stake',
  auth: 'wallet',
  tag,
  summary: 'Plans a stake: one SOLX transfer into the staking vault for the wallet to sign',
  body: stakeRequestSchema,
  response: plannedOperationSchema,
  examples: { body: { poolId: 'silver', amount: '1000', duration: 90 } },
});

export const planClaim = endpoint({
  method: 'POST',
  path: '/api/phase7/staking/claim',
  auth: 'wallet',
  tag,
  summary: "Plans a claim of a stake's accrued rewards (co-signed by the platform)",
  body: stakeTargetSchema,
  response: plannedOperationSchema,
  examples: { body: { stakeId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e' } },
});

export const planUnstake = endpoint({
  method: 'POST',
  path: '/api/phase7/staking/unstake',
  auth: 'wallet',
  tag,
  summary: 'Plans the return of a stake whose lock has ended, with its unpaid rewards',
  body: stakeTargetSchema,
  response: plannedOperationSchema,
  examples: { body: { stakeId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e' } },
});
