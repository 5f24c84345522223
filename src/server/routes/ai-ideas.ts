import type { FastifyInstance } from 'fastify';
import { generateIdeas, listFavoriteIdeas, removeFavoriteIdea, saveFavoriteIdea } from '@shared/api/ai-ideas';
import type { AppContext } from '../context';
import { requestModel } from './ai-vault-key';
import { contractRoutes } from '../lib/contract-route';
import { walletOf } from '../plugins/guards';
import * as ideas from '../services/ai-ideas';

const limited = { max: 30, timeWindow: 60_000 };

/** Project Ideas: generation (model or composer) and favourites per wallet. */
export function aiIdeasRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(generateIdeas, { rateLimit: limited }, async ({ body }, request) =>
    ideas.generateIdeas(body, await requestModel(ctx, request, body.backend)),
  );
  serve(listFavoriteIdeas, {}, async (_, request) => ({
    favorites: await ideas.listFavorites(ctx, walletOf(request)),
  }));
  serve(saveFavoriteIdea, { rateLimit: limited }, async ({ body }, request) =>
    ideas.saveFavorite(ctx, walletOf(request), body),
  );
  serve(removeFavoriteIdea, {}, async ({ params }, request) => {
    await ideas.removeFavorite(ctx, walletOf(request), params.id);
  });
}
