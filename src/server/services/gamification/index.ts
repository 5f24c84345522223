export { listAchievements } from './achievements';
export { leaderboard } from './leaderboard';
export { POINT_RULES, recordOperationPoints } from './points';
export { dailyQuests } from './quests';
export { joinByReferral, referralOf } from './referrals';
export { claimReward, listRewards } from './rewards';
export { gamificationStats, levelOf } from './stats';
