import { address, createNoopSigner } from '@solana/kit';
import { extension, getTokenSize } from '@solana-program/token-2022';
import { endpointUrl } from '@shared/api/endpoint';
import { getTokenMetadata } from '@shared/api/tokens';
import type { TokenCostEstimate } from '@shared/schemas/tokens';
import { lamportsToSol } from '@shared/solana/amounts';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';
import { messageFee } from '../../chain/fees';

// Stand-ins with the launch's shape: fees and rent depend on sizes and signer count, not on the keys.
const PAYER = address('So11111111111111111111111111111111111111112');
const MINT = address('SysvarRent111111111111111111111111111111111');

/** Real cost of a launch: rent for the mint (with metadata) and the creator's token account, plus fees. */
export async function estimateLaunchCost(
  ctx: AppContext,
  lengths: { nameLength: number; symbolLength: number },
): Promise<TokenCostEstimate> {
  const metadata = {
    name: 'x'.repeat(lengths.nameLength),
    symbol: 'x'.repeat(lengths.symbolLength),
    // The metadata URI with the longest possible mint address: never an underestimate.
    uri: metadataUri(ctx, 'x'.repeat(44)),
  };
  const sizes = tokenLaunchSizes(MINT, PAYER, metadata);
  const accountSize = getTokenSize([extension('ImmutableOwner', {})]);
  const rpc = ctx.chain.rpc;
  const [mintRent, accountRent] = await Promise.all([
    rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send(),
    rpc.getMinimumBalanceForRentExemption(BigInt(accountSize)).send(),
  ]);
  const instructions = await tokenLaunchInstructions({
    payer: createNoopSigner(PAYER),
    mint: createNoopSigner(MINT),
    decimals: 9,
    supply: 1n,
    metadata,
    mintRentLamports: mintRent,
    revokeMintAuthority: false,
    revokeFreezeAuthority: false,
  });
  const fee = await messageFee(ctx.chain, PAYER, instructions);
  const total = mintRent + accountRent + fee;
  return {
    lamports: total.toString(),
    sol: lamportsToSol(total),
    breakdown: {
      mintRent: mintRent.toString(),
      tokenAccountRent: accountRent.toString(),
      networkFee: fee.toString(),
    },
  };
}

export function metadataUri(ctx: AppContext, mint: string): string {
  return `${ctx.publicUrl}${endpointUrl(getTokenMetadata, { file: `${mint}.json` })}`;
}
