import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { allEndpoints } from '@shared/api';
import { openApiDocument } from './openapi-document';
import { API_DOCS_PREFIX } from './guards';

export const OPENAPI_PATH = '/api/openapi.json';
const VERSION = '0.1.0';

/** The API reference: the OpenAPI document at /api/openapi.json and Swagger UI (bundled) at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(allEndpoints(), VERSION);
  app.get(OPENAPI_PATH, { config: { auth: 'public' } }, async () => document);
  // @fastify/swagger's types stop at OpenAPI 3.0; in static mode it hands the document to the viewer as is.
  const served = document as unknown as OpenAPIV3.Document;
  await app.register(swagger, { mode: 'static', specification: { document: served } });
  // The viewer redirects its static index.html to its root by rewriting the URL's end, so a query string
  // made it redirect to itself forever; it is answered here instead.
  const staticIndex = `${API_DOCS_PREFIX}/static/index.html`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?', 1)[0] === staticIndex) return reply.redirect(`${API_DOCS_PREFIX}/`);
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
}
