export { POINT_RULES, recordOperationPoints } from './points';
export { gamificationStats, levelOf } from './stats';
