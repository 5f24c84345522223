import type { FastifyInstance } from 'fastify';
import { securityCheck } from '@shared/api/security';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';

/** The client's secure-environment probe (HEAD, 5 s timeout on its side): answering at all means reachable. */
export function securityRoutes(app: FastifyInstance, ctx: AppContext): void {
  contractRoutes(app, ctx.env)(securityCheck, {}, async (_, _request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });
}
