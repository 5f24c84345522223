import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { saveFavoriteSchema } from '@shared/schemas/ai-ideas';
import { ideasBodySchema } from '@shared/schemas/spec-shapes/ai-ideas';
import type { AppContext } from '../context';
import { requestModel } from './ai-vault-key';
import { parse } from '../lib/validate';
import { walletOf } from '../plugins/guards';
import { generateIdeas, listFavorites, removeFavorite, saveFavorite } from '../services/ai-ideas';

const idParams = z.object({ id: z.uuid('Favourite not found') });
const limited = { max: 30, timeWindow: 60_000 };

/** Project Ideas: generation (model or composer) and favourites per wallet. */
export function aiIdeasRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/ai/ideas', { config: { auth: 'public', rateLimit: limited } }, async (request) => {
    const body = parse(ideasBodySchema, request.body);
    return generateIdeas(body, await requestModel(ctx, request, body.backend));
  });
  app.get('/api/ai/ideas/favorites', { config: { auth: 'wallet' } }, async (request) => ({
    favorites: await listFavorites(ctx, walletOf(request)),
  }));
  app.post('/api/ai/ideas/favorites', { config: { auth: 'wallet', rateLimit: limited } }, async (request) =>
    saveFavorite(ctx, walletOf(request), parse(saveFavoriteSchema, request.body)),
  );
  app.delete('/api/ai/ideas/favorites/:id', { config: { auth: 'wallet' } }, async (request, reply) => {
    await removeFavorite(ctx, walletOf(request), parse(idParams, request.params).id);
    return reply.status(204).send();
  });
}
