export { planClaim, planStake, planUnstake } from './plan';
export { SOLX_STAKING, stakingOperation } from './operation';
export { stakeIdOf, stakePaymentHistory, stakingPools, stakingStats, userStakes } from './records';
