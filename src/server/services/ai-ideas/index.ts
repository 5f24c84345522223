import { ideasAnswerSchema, type IdeasRequest, type IdeasResponse } from '@shared/schemas/ai-ideas';
import { authorship, chatJson, systemPrompt, type ModelConfig } from '../../lib/ai';
import { composeIdeas, ideaTips } from './compose';

export { listFavorites, removeFavorite, saveFavorite } from './favorites';

export async function generateIdeas(input: IdeasRequest, model: ModelConfig | null): Promise<IdeasResponse> {
  const ideas = model
    ? (
        await chatJson(
          model,
          [
            {
              role: 'system',
              content: systemPrompt(
                'Suggest 3 to 5 token project ideas. Answer {"ideas": [{"title", "description", ' +
                  '"category", "viability": integer 0-100}]}.',
              ),
            },
            {
              role: 'user',
              content: JSON.stringify({
                industry: input.industry,
                theme: input.theme,
                targetAudience: input.targetAudience,
                marketCap: input.marketCap,
                context: input.context,
              }),
            },
          ],
          ideasAnswerSchema,
        )
      ).ideas
    : composeIdeas(input);
  return { ideas, tips: ideaTips(input), meta: authorship(model) };
}
