import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: Record<string, unknown>;
}

/**
 * One HTTP request over the network with exactly the headers given, Host included (fetch always sends
 * the URL's own Host): what a relaying backend or a browser on another site would send.
 */
export function rawRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** A JSON POST with the given extra headers (e.g. a foreign Host, Origin or Sec-Fetch-Site). */
export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
