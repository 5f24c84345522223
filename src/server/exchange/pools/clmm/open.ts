import { generateKeyPairSigner, type Instruction, type TransactionSigner } from '@solana/kit';
import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import { liquidityForAmounts } from '@shared/math/clmm/sqrt-price-math';
import { sqrtPriceAtTick } from '@shared/math/clmm/tick-math';
import type { AppContext } from '../../../context';
import { changePosition, type PositionChange } from './position-change';
import { mintPositionNft, positionMetadata } from './position-nft';
import { depositTransfers } from './transfers';
import type { TokenInfo } from '../types';

export interface ClmmPoolRef {
  id: string;
  tokenA: TokenInfo;
  tokenB: TokenInfo;
  vaultA: string;
  vaultB: string;
  feeBps: number;
}

export interface PlannedOpen {
  positionId: string;
  liquidity: bigint;
  change: PositionChange;
  instructions: Instruction[];
}

/**
 * Opening a position with at most these amounts: the most liquidity they buy in the range at the current
 * price, the NFT minted to the owner and the two exact amounts (rounded up) moved into the vaults.
 * Null when the amounts buy no liquidity.
 */
export async function planOpenPosition(
  ctx: AppContext,
  owner: TransactionSigner,
  authority: TransactionSigner,
  pool: ClmmPoolRef,
  state: ClmmPoolState,
  range: { tickLower: number; tickUpper: number },
  maxA: bigint,
  maxB: bigint,
): Promise<PlannedOpen | null> {
  const liquidity = liquidityForAmounts(
    state.sqrtPriceX64,
    sqrtPriceAtTick(range.tickLower),
    sqrtPriceAtTick(range.tickUpper),
    maxA,
    maxB,
  );
  if (liquidity <= 0n) return null;
  const change = changePosition(state, 'open', null, range, liquidity);
  if (change.amountA > maxA || change.amountB > maxB) return null;
  const mint = await generateKeyPairSigner();
  const pair = `${pool.tokenA.symbol}/${pool.tokenB.symbol}`;
  const metadata = positionMetadata(pair, pool.feeBps, range.tickLower, range.tickUpper);
  const instructions = [
    ...(await mintPositionNft(ctx, owner, mint, authority, owner.address, metadata)),
    ...(await depositTransfers(owner, [
      { token: pool.tokenA, vault: pool.vaultA, amount: change.amountA },
      { token: pool.tokenB, vault: pool.vaultB, amount: change.amountB },
    ])),
  ];
  return { positionId: mint.address, liquidity, change, instructions };
}
