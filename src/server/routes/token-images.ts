import type { FastifyInstance, FastifyReply } from 'fastify';
import { tokenImageUploadSchema } from '@shared/schemas/token-images';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { readTokenImage, storeTokenImage, tokenLogo, type ImageBytes } from '../services/tokens';

/** Twenty uploads a minute per signed-in wallet. */
const uploadGuards = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(20) } as const;

function sendImage(reply: FastifyReply, image: ImageBytes, cacheControl: string) {
  return reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', cacheControl)
    .send(image.bytes);
}

/** Token images: upload from the creation form, serve by content hash, and a token's logo by mint. */
export function tokenImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/tokens/images', { config: uploadGuards }, async (request) => {
    const { data } = parse(tokenImageUploadSchema, request.body);
    return storeTokenImage(ctx, walletOf(request), data);
  });

  // Content-addressed: the bytes behind a hash never change.
  app.get<{ Params: { sha256: string } }>(
    '/api/tokens/images/:sha256',
    { config: { auth: 'public' } },
    async (request, reply) =>
      sendImage(
        reply,
        await readTokenImage(ctx, request.params.sha256),
        'public, max-age=31536000, immutable',
      ),
  );

  // A day: a token's metadata does not change, but a remote host's file might.
  app.get<{ Params: { mint: string } }>(
    '/api/tokens/logo/:mint',
    { config: { auth: 'public' } },
    async (request, reply) =>
      sendImage(reply, await tokenLogo(ctx, request.params.mint), 'public, max-age=86400'),
  );
}
