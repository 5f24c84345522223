/**
 * The contracts the first screen calls, imported on first call: a contract module evaluates its zod
 * schemas, and zod stays out of the first load (scripts/check-bundle-size.mjs). The same contracts
 * parse the answers; queries are keyed by FIRST_LOAD_PATHS (@shared/api/first-load-paths).
 */
export const authContracts = () => import('@shared/api/auth');
export const chainContracts = () => import('@shared/api/chain');
export const notificationContracts = () => import('@shared/api/notifications');
export const operationContracts = () => import('@shared/api/operations');
export const securityContracts = () => import('@shared/api/security');
export const walletContracts = () => import('@shared/api/wallet');
