import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` takes: off, every hop, the proxies' addresses/CIDRs, or (for a hop count,
 * which its types do not list) a function of the hop.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const isAddressOrCidr = (value: string) => ipaddr.isValid(value) || (value.includes('/') && isCidr(value));

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * `TRUST_PROXY`: unset/`false`/`off` (the default: the socket's address is the client), `true` (the
 * left-most X-Forwarded-For address, for a proxy that overwrites the header), a hop count, or a comma
 * list of the proxies' addresses or CIDRs.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, issue): TrustProxy => {
    if (value === undefined || value === '' || value === 'false' || value === 'off') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    const list = value.split(',').map((v) => v.trim());
    const bad = list.filter((v) => !isAddressOrCidr(v));
    if (bad.length > 0) {
      issue.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false, a hop count or addresses/CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return list;
  });
