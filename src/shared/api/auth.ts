import {
  nonceRequestSchema,
  nonceResponseSchema,
  sessionSchema,
  stepUpChallengeSchema,
  stepUpRequestSchema,
  verifyRequestSchema,
} from '../schemas/auth';
import { okSchema } from '../schemas/common';
import { endpoint } from './endpoint';

const tag = 'Auth';
const exampleAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** Sign-In With Solana, step one: the message for the wallet to sign, naming this site. */
export const requestNonce = endpoint({
  method: 'POST',
  path: '/api/auth/nonce',
  auth: 'public',
  tag,
  summary: 'A Sign-In With Solana message for the wallet to sign (refused from a foreign host)',
  body: nonceRequestSchema,
  response: nonceResponseSchema,
  examples: { body: { address: exampleAddress } },
});

/** Step two: the signed message checked; the answer sets the httpOnly session cookie. */
export const verifySignIn = endpoint({
  method: 'POST',
  path: '/api/auth/verify',
  auth: 'public',
  tag,
  summary: 'Checks the signed sign-in message and sets the session cookie',
  body: verifyRequestSchema,
  response: sessionSchema,
});

export const getSession = endpoint({
  method: 'GET',
  path: '/api/auth/session',
  auth: 'wallet',
  tag,
  summary: 'The signed-in wallet and when its session ends',
  response: sessionSchema,
});

/** A challenge to sign before revealing or deleting a stored key or changing the wallet's read RPC. */
export const requestStepUp = endpoint({
  method: 'POST',
  path: '/api/auth/step-up',
  auth: 'wallet',
  tag,
  summary: 'A fresh challenge naming one sensitive action, for the wallet to sign',
  body: stepUpRequestSchema,
  response: stepUpChallengeSchema,
  examples: { body: { action: 'change_rpc', target: 'helius' } },
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  auth: 'public',
  tag,
  summary: 'Ends the session and clears its cookie',
  response: okSchema,
});
