export { planClaim, planStake, planUnstake } from './plan';
export { SOLX_STAKING, stakingOperation } from './operation';
export { stakePaymentHistory, stakingPools, stakingStats, userStakes } from './records';
