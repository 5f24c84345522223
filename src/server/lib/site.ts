import { isLoopback, type Env } from './env';

/**
 * The origins this app is served from, taken from configuration and never from a request: PUBLIC_URL
 * (else the address the server listens on, under each loopback name for a loopback or wildcard HOST)
 * plus ALLOWED_ORIGINS. Sign-In With Solana names one of them as its domain, and state-changing /api
 * requests from a browser must come from one of them.
 */
export interface Site {
  /** Normalised origins (`https://solx.example.com`, `http://localhost:5000`), the main one first. */
  readonly origins: readonly URL[];
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]'];

export function siteOf(env: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_ORIGINS' | 'HOST' | 'PORT'>): Site {
  const listening =
    isLoopback(env.HOST) || WILDCARD_HOSTS.includes(env.HOST)
      ? LOOPBACK_NAMES.map((name) => `http://${name}:${env.PORT}`)
      : [`http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`];
  const configured = [...(env.PUBLIC_URL ? [env.PUBLIC_URL] : listening), ...env.ALLOWED_ORIGINS];
  const origins: URL[] = [];
  for (const value of configured) {
    const origin = new URL(new URL(value).origin);
    if (!origins.some((o) => o.origin === origin.origin)) origins.push(origin);
  }
  return { origins };
}

/** The allowed origin a `Host` header names (default ports and case normalised), or null. */
export function originForHost(site: Site, host: string | undefined): URL | null {
  if (!host) return null;
  return (
    site.origins.find((origin) => {
      try {
        return new URL(`${origin.protocol}//${host}`).host === origin.host;
      } catch {
        return false;
      }
    }) ?? null
  );
}

/** True when an `Origin` header is exactly one of the site's origins. */
export function isSiteOrigin(site: Site, origin: string): boolean {
  return site.origins.some((o) => o.origin === origin);
}

/** Cookies set for an origin off the loopback names are `Secure`. */
export const isLoopbackOrigin = (origin: URL) => isLoopback(origin.hostname);
