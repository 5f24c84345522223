export { launchOperation, curveTradeOperation } from './operation';
export { planLaunch } from './launch-plan';
export { planTrade, quoteTrade } from './trade-plan';
export { launchDetail, launchStats, listLaunches, metadataDocument } from './records';
export { startLaunchpad } from './graduation-queue';
export { runGraduation, prepareGraduation } from './graduation';
export { rehearsalView, startRehearsal } from './rehearsal';
