import { stepUpBodySchema } from '../schemas/auth';
import { settingsResponseSchema, settingsSchema } from '../schemas/settings';
import { endpoint } from './endpoint';

const tag = 'Settings';

export const getSettings = endpoint({
  method: 'GET',
  path: '/api/settings',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's settings, the cluster's health and that of the RPC its reads use",
  response: settingsResponseSchema,
});

/** Changing `rpcProvider` also needs `stepUp`: a fresh wallet signature naming the new RPC. */
export const saveSettings = endpoint({
  method: 'POST',
  path: '/api/settings',
  auth: 'wallet',
  tag,
  summary: 'Saves the settings (every field optional; a new RPC provider needs a step-up proof)',
  body: settingsSchema.extend(stepUpBodySchema.shape),
  response: settingsResponseSchema,
  examples: { body: { displayName: 'Alice', priorityFee: 'medium', explorer: 'solscan' } },
});
