import {
  tokenomicsProseSchema,
  type TokenomicsRequest,
  type TokenomicsResponse,
} from '@shared/schemas/ai-tokenomics';
import { authorship, chatJson, systemPrompt, type ModelConfig } from '../../lib/ai';
import { composeProse } from './compose';
import { launchPhases } from './plan';
import { riskFactors, riskScore } from './risk';
import { circulatingAt, unlockSchedule } from './schedule';

export { riskFactors, riskScore, RISK_RULES } from './risk';

/**
 * Score, factors, plan and schedule come from the rules; the analysis and recommendations come from
 * the model when one is configured, else from the composer.
 */
export async function generateTokenomics(
  input: TokenomicsRequest,
  model: ModelConfig | null,
): Promise<TokenomicsResponse> {
  const factors = riskFactors(input);
  const score = riskScore(factors);
  const schedule = unlockSchedule(input);
  const circulating = circulatingAt(schedule);
  const facts = { score, factors, circulating };
  const prose = model
    ? await chatJson(
        model,
        [
          {
            role: 'system',
            content: systemPrompt(
              'Write a tokenomics analysis. Answer {"analysis": string, "recommendations": string[]}.',
            ),
          },
          { role: 'user', content: JSON.stringify({ token: input, riskScore: score, factors, circulating }) },
        ],
        tokenomicsProseSchema,
      )
    : composeProse(input, facts);
  return {
    result: {
      ...prose,
      riskAssessment: { score, factors },
      launchPlan: { phases: launchPhases(input) },
      unlockSchedule: schedule,
      circulating,
    },
    meta: authorship(model),
  };
}
