import { address } from '@solana/kit';
import { extension, getTokenSize } from '@solana-program/token-2022';
import type { TokenCostEstimate } from '@shared/schemas/tokens';
import { lamportsToSol } from '@shared/solana/amounts';
import { tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';

const PLACEHOLDER = address('11111111111111111111111111111111');
const SIGNATURES = 2n; // the creator (fee payer) and the new mint

/** Real cost of a launch: rent for the mint (with metadata) and the creator's token account, plus fees. */
export async function estimateLaunchCost(
  ctx: AppContext,
  lengths: { nameLength: number; symbolLength: number; uriLength: number },
): Promise<TokenCostEstimate> {
  const sizes = tokenLaunchSizes(PLACEHOLDER, PLACEHOLDER, {
    name: 'x'.repeat(lengths.nameLength),
    symbol: 'x'.repeat(lengths.symbolLength),
    uri: 'x'.repeat(lengths.uriLength),
  });
  const accountSize = getTokenSize([extension('ImmutableOwner', {})]);
  const rpc = ctx.chain.rpc;
  const [mintRent, accountRent] = await Promise.all([
    rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send(),
    rpc.getMinimumBalanceForRentExemption(BigInt(accountSize)).send(),
  ]);
  const fee = 5000n * SIGNATURES;
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
  return `${ctx.publicUrl}/api/tokens/metadata/${mint}.json`;
}
