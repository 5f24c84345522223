import { z } from 'zod';
import {
  favoriteIdeaSchema,
  favoriteListSchema,
  favoriteParamsSchema,
  ideasResponseSchema,
  saveFavoriteSchema,
} from '../schemas/ai-ideas';
import { ideasBodySchema } from '../schemas/spec-shapes/ai-ideas';
import { endpoint } from './endpoint';

const tag = 'Project Ideas';

/** The app's fields or the spec's `{prompt}` (labelled parts become the fields). */
export const generateIdeas = endpoint({
  method: 'POST',
  path: '/api/ai/ideas',
  auth: 'public',
  tag,
  summary:
    "Project ideas for an industry and theme, by the model or the offline composer (the spec's {prompt} too)",
  body: ideasBodySchema,
  response: ideasResponseSchema,
  examples: { body: { industry: 'DeFi', theme: 'Community', targetAudience: 'Retail savers' } },
});

export const listFavoriteIdeas = endpoint({
  method: 'GET',
  path: '/api/ai/ideas/favorites',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's saved ideas",
  response: favoriteListSchema,
});

export const saveFavoriteIdea = endpoint({
  method: 'POST',
  path: '/api/ai/ideas/favorites',
  auth: 'wallet',
  tag,
  summary: 'Saves an idea to the wallet’s favourites',
  body: saveFavoriteSchema,
  response: favoriteIdeaSchema,
  examples: {
    body: {
      title: 'Stake Circles',
      description: 'Savings circles on chain.',
      category: 'DeFi',
      viability: 72,
    },
  },
});

export const removeFavoriteIdea = endpoint({
  method: 'DELETE',
  path: '/api/ai/ideas/favorites/:id',
  auth: 'wallet',
  tag,
  summary: 'Removes a saved idea',
  params: favoriteParamsSchema,
  response: z.void(),
  status: 204,
});
