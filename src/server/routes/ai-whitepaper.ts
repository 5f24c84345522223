import type { FastifyInstance } from 'fastify';
import { getWhitepaper, listWhitepapers, startWhitepaper, whitepaperPdf } from '@shared/api/ai-whitepaper';
import { whitepaperMessages } from '@shared/schemas/ai-whitepaper';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { conflict } from '../lib/errors';
import { perWalletLimit, walletOf } from '../plugins/guards';
import * as whitepapers from '../services/ai-whitepaper';
import { requestModel } from './ai-vault-key';

/** Whitepaper Generator: a server job writes section by section; papers and PDFs per wallet. */
export function aiWhitepaperRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(startWhitepaper, { rateLimit: perWalletLimit(30) }, async ({ body }, request) => {
    const model = await requestModel(ctx, request, body.backend);
    return whitepapers.startWhitepaper(ctx, walletOf(request), body, model);
  });
  serve(listWhitepapers, {}, async (_, request) => ({
    whitepapers: await whitepapers.listWhitepapers(ctx, walletOf(request)),
  }));
  serve(getWhitepaper, {}, async ({ params }, request) =>
    whitepapers.getWhitepaper(ctx, walletOf(request), params.id),
  );
  serve(whitepaperPdf, {}, async ({ params }, request, reply) => {
    const paper = await whitepapers.getWhitepaper(ctx, walletOf(request), params.id);
    if (paper.status !== 'completed')
      throw conflict('whitepaper_not_completed', whitepaperMessages.notCompleted);
    const name = `${paper.projectName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 40) || 'whitepaper'}-whitepaper.pdf`;
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`);
    return whitepapers.whitepaperPdf(paper);
  });
}
