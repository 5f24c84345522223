import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { isApiRequest } from '../lib/request-path';
import { isSiteOrigin, siteOf } from '../lib/site';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** What a browser says of a request from the page itself ('none': typed or bookmarked by the user). */
const FROM_THE_SITE = new Set(['same-origin', 'none']);

const crossSite = (from: string) =>
  new AppError(403, 'cross_site_request', `Refused: this request was sent by another site (${from})`);
const notJson = () =>
  new AppError(
    415,
    'unsupported_media_type',
    'Send the request body as JSON (content-type: application/json)',
  );

const mediaType = (header: string | undefined) => header?.split(';', 1)[0]?.trim().toLowerCase();

/**
 * State-changing /api requests: from a browser they must come from one of the site's configured origins
 * (a cross-site `Origin`, or `Sec-Fetch-Site` other than same-origin when there is no Origin, is refused
 * 403); scripts and tests send neither header and pass. A POST/PUT/PATCH body must be JSON (415 otherwise,
 * a missing body too): a cross-site form can only send urlencoded, multipart or text/plain bodies without
 * a CORS preflight, so this closes that door even where a cookie would travel. Every upload is JSON
 * (token images are base64 in a JSON body); there is no multipart route. /rpc and the validator ports are
 * not /api and keep answering any origin, as a validator does.
 */
export function registerWriteOriginChecks(app: FastifyInstance, ctx: AppContext): void {
  const site = siteOf(ctx.env);
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !isApiRequest(request)) return;
    const { origin } = request.headers;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin !== undefined && !isSiteOrigin(site, origin)) throw crossSite(origin);
    if (fetchSite === 'cross-site') throw crossSite('Sec-Fetch-Site: cross-site');
    if (origin === undefined && fetchSite !== undefined && !FROM_THE_SITE.has(fetchSite)) {
      throw crossSite(`Sec-Fetch-Site: ${fetchSite}`);
    }
    const type = mediaType(request.headers['content-type']);
    if (type !== 'application/json' && (WITH_BODY.has(request.method) || type !== undefined)) throw notJson();
  });
}
