import { tokenomicsRequestSchema, tokenomicsResponseSchema } from '../schemas/ai-tokenomics';
import { endpoint } from './endpoint';

const tag = 'Tokenomics Calculator';

export const generateTokenomics = endpoint({
  method: 'POST',
  path: '/api/ai/tokenomics',
  auth: 'public',
  tag,
  summary: 'Risk score, unlock schedule and launch plan by rule; analysis prose by the model or the composer',
  body: tokenomicsRequestSchema,
  response: tokenomicsResponseSchema,
  examples: {
    body: {
      name: 'Demo',
      totalSupply: 1_000_000_000,
      allocation: { team: 15, public: 40, liquidity: 25, marketing: 10, development: 10 },
      vesting: { team: 12, advisors: 6 },
      launchStrategy: 'fair-launch',
    },
  },
});
