export { planBurn } from './plan';
export { burnOperation, TOKEN_BURN } from './operation';
export { burnStats, listBurns } from './records';
export { readHolder, readMint } from './chain';
