import { faucetGrantSchema, solxOverviewSchema, whitelistStatusSchema } from '../schemas/solx';
import { endpoint } from './endpoint';

const tag = 'SOLX token';

export const getSolxOverview = endpoint({
  method: 'GET',
  path: '/api/solx/overview',
  auth: 'public',
  tag,
  summary: 'The SOLX token as the chain has it: supply, allocation vaults, holders, price and pool',
  response: solxOverviewSchema,
});

export const getWhitelistStatus = endpoint({
  method: 'GET',
  path: '/api/solx/whitelist',
  auth: 'wallet',
  tag,
  summary: 'Whether the signed-in wallet is on the SOLX whitelist, and how many wallets are',
  response: whitelistStatusSchema,
});

export const joinWhitelist = endpoint({
  method: 'POST',
  path: '/api/solx/whitelist',
  auth: 'wallet',
  tag,
  summary: 'Puts the signed-in wallet on the SOLX whitelist (joining twice changes nothing)',
  response: whitelistStatusSchema,
});

export const requestFaucetSolx = endpoint({
  method: 'POST',
  path: '/api/solx/faucet',
  auth: 'wallet',
  tag,
  summary: 'Local chain only: sends the wallet 10,000 SOLX from the public-launch vault, once',
  response: faucetGrantSchema,
});
