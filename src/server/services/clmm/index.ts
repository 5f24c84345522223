export { planClmm } from './plan';
export { clmmPositionOperation, CLMM_POSITION } from './operation';
export { clmmPoolDetail, listClmmPools, listClmmPositions } from './records';
export { clmmPoolHistory } from './history';
