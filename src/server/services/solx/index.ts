export { bootstrapSolx } from './bootstrap';
export { solxOverview } from './overview';
export { joinWhitelist, whitelistStatus } from './community';
export { grantFaucetSolx } from './faucet';
