import type { Address, Base58EncodedBytes } from '@solana/kit';
import { getBase64Encoder } from '@solana/kit';
import { getMintDecoder, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { ne, notInArray } from 'drizzle-orm';
import type { LaunchPlanDocument } from '@shared/schemas/launch-plans';
import type { NameCollision } from '@shared/schemas/launch-plan-cost';
import type { AppContext } from '../../context';
import { exchangeTokens, launches, tokens } from '../../db/schema';

interface KnownToken {
  mint: string;
  name: string;
  symbol: string;
  source: string;
}

export const KNOWN_LISTS = {
  created: 'tokens created with this app',
  launches: 'bonding-curve launches on this app',
  exchange: 'tokens the exchange lists (tracked and pooled)',
  chain: 'Token-2022 metadata of every mint on this cluster',
} as const;

/**
 * The public clusters hold far too many mints to scan (and their RPCs refuse it); a local validator,
 * a fork or a private cluster is read whole.
 */
const SCANNABLE = new Set(['local', 'custom']);

/** Byte 165 of an extended Token-2022 account is its type: 1 = mint. */
const MINT_TYPE = { memcmp: { offset: 165n, bytes: '2' as Base58EncodedBytes, encoding: 'base58' as const } };

/**
 * The last scan per context, keyed by the cluster's transaction count: the plan check is public and runs
 * on every pause in typing, and a full program scan each time would let anyone make the server read every
 * mint over and over. A new mint takes a transaction, so an unchanged count means an unchanged answer.
 */
const scans = new WeakMap<AppContext, { count: bigint; known: KnownToken[] }>();

async function chainMetadata(ctx: AppContext): Promise<KnownToken[]> {
  const count = await ctx.chain.rpc.getTransactionCount({ commitment: 'confirmed' }).send();
  const last = scans.get(ctx);
  if (last?.count === count) return last.known;
  const known = await scanMetadata(ctx);
  scans.set(ctx, { count, known });
  return known;
}

async function scanMetadata(ctx: AppContext): Promise<KnownToken[]> {
  const accounts = await ctx.chain.rpc
    .getProgramAccounts(TOKEN_2022_PROGRAM_ADDRESS as Address, {
      encoding: 'base64',
      commitment: 'confirmed',
      filters: [MINT_TYPE],
    })
    .send();
  const b64 = getBase64Encoder();
  const decoder = getMintDecoder();
  const out: KnownToken[] = [];
  for (const { pubkey, account } of accounts) {
    try {
      const mint = decoder.decode(new Uint8Array(b64.encode(account.data[0])));
      const extensions = mint.extensions.__option === 'Some' ? mint.extensions.value : [];
      const meta = extensions.find((e) => e.__kind === 'TokenMetadata');
      if (meta?.__kind === 'TokenMetadata')
        out.push({ mint: pubkey, name: meta.name, symbol: meta.symbol, source: KNOWN_LISTS.chain });
    } catch {
      // Not a mint this decoder reads: it names nothing.
    }
  }
  return out;
}

/** Every token the app knows by name and symbol, and the lists it read them from. */
async function knownTokens(ctx: AppContext): Promise<{ checked: string[]; known: KnownToken[] }> {
  const { db } = ctx.database;
  const [created, launched, listed] = await Promise.all([
    db
      .select({ mint: tokens.mint, name: tokens.name, symbol: tokens.symbol })
      .from(tokens)
      .where(ne(tokens.status, 'failed')),
    db
      .select({ mint: launches.mint, name: launches.name, symbol: launches.symbol })
      .from(launches)
      .where(notInArray(launches.status, ['failed'])),
    db
      .select({ mint: exchangeTokens.mint, name: exchangeTokens.name, symbol: exchangeTokens.symbol })
      .from(exchangeTokens),
  ]);
  const checked: string[] = [KNOWN_LISTS.created, KNOWN_LISTS.launches, KNOWN_LISTS.exchange];
  const known: KnownToken[] = [
    ...created.map((t) => ({ ...t, source: KNOWN_LISTS.created })),
    ...launched.map((t) => ({ ...t, source: KNOWN_LISTS.launches })),
    ...listed.map((t) => ({ ...t, source: KNOWN_LISTS.exchange })),
  ];
  if (SCANNABLE.has(ctx.chain.cluster.kind)) {
    checked.push(KNOWN_LISTS.chain);
    known.push(...(await chainMetadata(ctx)));
  }
  return { checked, known };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The plan's new tokens whose name or symbol a known token already has (case-insensitive). */
export async function planCollisions(
  ctx: AppContext,
  plan: LaunchPlanDocument,
): Promise<{ checked: string[]; found: NameCollision[] }> {
  const creating = plan.steps.flatMap((s, index) =>
    s.kind === 'create-token' || s.kind === 'curve-launch' ? [{ s, index }] : [],
  );
  if (creating.length === 0) return { checked: [], found: [] };
  const { checked, known } = await knownTokens(ctx);
  const found: NameCollision[] = [];
  const seen = new Set<string>();
  for (const { s, index } of creating) {
    for (const field of ['name', 'symbol'] as const) {
      const hit = known.find((k) => same(k[field], s[field]));
      const key = `${index}:${field}`;
      if (!hit || seen.has(key)) continue;
      seen.add(key);
      found.push({ step: s.id, index, field, value: s[field], mint: hit.mint, source: hit.source });
    }
  }
  return { checked, found };
}
