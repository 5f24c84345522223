import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '@shared/api/tokens';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { readTokenImage, storeTokenImage, tokenLogo, type ImageBytes } from '../services/tokens';

/** Twenty uploads a minute per signed-in wallet. */
const uploadGuards = { scriptCheck: true, rateLimit: perWalletLimit(20) } as const;

function imageBytes(reply: FastifyReply, image: ImageBytes, cacheControl: string) {
  void reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', cacheControl);
  return image.bytes;
}

/** Token images: upload from the creation form, serve by content hash, and a token's logo by mint. */
export function tokenImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(api.uploadTokenImage, uploadGuards, async ({ body }, request) =>
    storeTokenImage(ctx, walletOf(request), body.data),
  );

  // Content-addressed: the bytes behind a hash never change.
  serve(api.getTokenImage, {}, async ({ params }, _, reply) =>
    imageBytes(reply, await readTokenImage(ctx, params.sha256), 'public, max-age=31536000, immutable'),
  );

  // A day: a token's metadata does not change, but a remote host's file might.
  serve(api.getTokenLogo, {}, async ({ params }, _, reply) =>
    imageBytes(reply, await tokenLogo(ctx, params.mint), 'public, max-age=86400'),
  );
}
