export { bootstrapSolx } from './bootstrap';
export { solxOverview } from './overview';
export { grantFaucetSolx, joinWhitelist, whitelistStatus } from './community';
