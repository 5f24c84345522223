import type { FastifyInstance } from 'fastify';

/** The client's secure-environment probe (HEAD, 5 s timeout on its side): answering at all means reachable. */
export function securityRoutes(app: FastifyInstance): void {
  app.get('/api/security/check', { config: { auth: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
}
