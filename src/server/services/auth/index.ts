export { createNonce } from './nonce';
export { verifySignIn, SESSION_TTL_MS } from './verify';
export { sessionForToken, endSession } from './session';
export { purgeExpiredSignIns, startSignInPurge } from './purge';
export { createStepUp, consumeStepUp, STEP_UP_TTL_MS } from './step-up';
