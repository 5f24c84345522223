import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { whitepaperMessages } from '@shared/schemas/ai-whitepaper';
import { whitepaperBodySchema } from '@shared/schemas/spec-shapes/ai-whitepaper';
import type { AppContext } from '../context';
import { conflict } from '../lib/errors';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { getWhitepaper, listWhitepapers, startWhitepaper, whitepaperPdf } from '../services/ai-whitepaper';
import { requestModel } from './ai-vault-key';

const idParams = z.object({ id: z.uuid(whitepaperMessages.notFound) });

/** Whitepaper Generator: a server job writes section by section; papers and PDFs per wallet. */
export function aiWhitepaperRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/ai/whitepaper',
    { config: { auth: 'wallet', rateLimit: perWalletLimit(30) } },
    async (request) => {
      const body = parse(whitepaperBodySchema, request.body);
      const model = await requestModel(ctx, request, body.backend);
      return startWhitepaper(ctx, walletOf(request), body, model);
    },
  );
  app.get('/api/ai/whitepaper', { config: { auth: 'wallet' } }, async (request) => ({
    whitepapers: await listWhitepapers(ctx, walletOf(request)),
  }));
  app.get('/api/ai/whitepaper/:id', { config: { auth: 'wallet' } }, async (request) =>
    getWhitepaper(ctx, walletOf(request), parse(idParams, request.params).id),
  );
  app.get('/api/ai/whitepaper/:id/pdf', { config: { auth: 'wallet' } }, async (request, reply) => {
    const paper = await getWhitepaper(ctx, walletOf(request), parse(idParams, request.params).id);
    if (paper.status !== 'completed')
      throw conflict('whitepaper_not_completed', whitepaperMessages.notCompleted);
    const name = `${paper.projectName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 40) || 'whitepaper'}-whitepaper.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await whitepaperPdf(paper));
  });
}
