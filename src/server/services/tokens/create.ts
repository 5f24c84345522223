import { createNoopSigner, generateKeyPairSigner, type Address } from '@solana/kit';
import type { PlannedOperation } from '@shared/schemas/operations';
import type { TokenCreateRequest } from '@shared/schemas/tokens';
import { parseUiAmount } from '@shared/solana/amounts';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';
import { tokens } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { planOperation } from '../../chain/pipeline/plan';
import { metadataUri } from './estimate';
import { tokenCreateOperation } from './operation';

/** Plans a Token-2022 launch signed by the creator; the new mint's key signs now and is then forgotten. */
export async function planTokenCreate(
  ctx: AppContext,
  wallet: Address,
  req: TokenCreateRequest,
): Promise<PlannedOperation> {
  const supply = parseUiAmount(req.totalSupply, req.decimals);
  if (supply === null) throw badRequest('Total supply must be a valid number');
  const mint = await generateKeyPairSigner();
  const meta = { name: req.name, symbol: req.symbol, uri: metadataUri(ctx, mint.address) };
  const sizes = tokenLaunchSizes(mint.address, wallet, meta);
  const mintRentLamports = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send();
  const instructions = await tokenLaunchInstructions({
    payer: createNoopSigner(wallet),
    mint,
    decimals: req.decimals,
    supply,
    metadata: meta,
    mintRentLamports,
    revokeMintAuthority: req.revokeMintAuthority,
    revokeFreezeAuthority: req.revokeFreezeAuthority,
  });
  const planned = await planOperation(ctx, tokenCreateOperation, {
    wallet,
    summary: {
      mint: mint.address,
      name: req.name,
      symbol: req.symbol,
      decimals: req.decimals,
      totalSupply: req.totalSupply,
      mintRentLamports: mintRentLamports.toString(),
    },
    transactions: [instructions],
  });
  await ctx.database.db.insert(tokens).values({
    mint: mint.address,
    creator: wallet,
    name: req.name,
    symbol: req.symbol,
    decimals: req.decimals,
    totalSupply: req.totalSupply,
    description: req.description,
    uploadedMetadata: req.metadata ?? null,
    metadataUri: meta.uri,
    mintAuthorityRevoked: req.revokeMintAuthority,
    freezeAuthorityRevoked: req.revokeFreezeAuthority,
    operationId: planned.operationId,
  });
  return planned;
}
