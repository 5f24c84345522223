/**
 * Every operation kind the server plans and confirms, as stored in `operations.kind`: the server's
 * definitions, the web and the tests all name kinds from here.
 */
export const OPERATION_KIND = {
  tokenCreate: 'token_create',
  tokenBurn: 'token_burn',
  tokenAuthorityRevoke: 'token_authority_revoke',
  tokenMetadataUpdate: 'token_metadata_update',
  multisend: 'multisend',
  dexSwap: 'dex_swap',
  liquidity: 'liquidity',
  jupiterSwap: 'jupiter_swap',
  launchpadLaunch: 'launchpad_launch',
  launchpadTrade: 'launchpad_trade',
  solxStaking: 'solx_staking',
  bridgeLock: 'bridge_lock',
  clmmPosition: 'clmm_position',
} as const;

export type OperationKind = (typeof OPERATION_KIND)[keyof typeof OPERATION_KIND];
export const OPERATION_KINDS: readonly OperationKind[] = Object.values(OPERATION_KIND);
