import './records';

export { planBurn, TOKEN_BURN } from './plan';
export { burnStats, listBurns } from './records';
export { readHolder, readMint } from './chain';
