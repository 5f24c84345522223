import { generateKeyPairSigner, type Address } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
} from '@solana-program/token-2022';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { eq } from 'drizzle-orm';
import { parseEther, type Hex } from 'viem';
import { tokenBridgeAbi, wrappedTokenAbi } from '@shared/evm/contract-abis';
import { BRIDGE_TOKENS, CHAIN_INFO, TOKEN_DECIMALS, type BridgeToken } from '@shared/schemas/bridge';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';
import { bridgeDeployments, bridgeTokens, exchangeTokens } from '../../db/schema';
import { sendAsPlatform } from '../../chain/platform-send';
import bytecode from './contract-bytecode.json';
import type { EvmSide } from './evm';
import { GUARDIAN_THRESHOLD, type BridgeKeys } from './keys';

const NAMES: Record<BridgeToken, string> = {
  USDC: 'USD Coin',
  USDT: 'Tether USD',
  WETH: 'Wrapped Ether',
  WBTC: 'Wrapped BTC',
};
/** Per-token mint capacity per window on each EVM bridge (the NTT-style inbound rate limit), ui units. */
export const RATE_LIMIT_UI: Record<BridgeToken, bigint> = {
  USDC: 10_000_000n,
  USDT: 10_000_000n,
  WETH: 5_000n,
  WBTC: 250n,
};
export const RATE_LIMIT_WINDOW_SECONDS = 86_400n;
const RELAYER_GAS = parseEther('1000');

/**
 * Solana side, once: WETH and WBTC as local Token-2022 mints (USDC and USDT come from the exchange
 * bootstrap), and a custody token account per token owned by the bridge's custody key.
 */
export async function bootstrapSolanaSide(ctx: AppContext, keys: BridgeKeys): Promise<void> {
  const { db } = ctx.database;
  const known = new Set((await db.select().from(bridgeTokens)).map((t) => t.symbol));
  const exchange = await db.select().from(exchangeTokens);
  for (const symbol of BRIDGE_TOKENS) {
    if (known.has(symbol)) continue;
    const listed = exchange.find((t) => t.symbol === symbol && t.trackedRank !== null);
    let mint: Address;
    let tokenProgram: Address;
    if (listed) {
      mint = listed.mint as Address;
      tokenProgram = listed.tokenProgram as Address;
    } else {
      mint = await launchMint(ctx, symbol);
      tokenProgram = TOKEN_2022_PROGRAM_ADDRESS;
    }
    const [custody] = await findAssociatedTokenPda({ owner: keys.custody.address, mint, tokenProgram });
    await sendAsPlatform(ctx, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: ctx.platform,
        ata: custody,
        owner: keys.custody.address,
        mint,
        tokenProgram,
      }),
    ]);
    await db
      .insert(bridgeTokens)
      .values({ symbol, mint, decimals: TOKEN_DECIMALS[symbol], tokenProgram, custodyAccount: custody })
      .onConflictDoNothing();
  }
}

async function launchMint(ctx: AppContext, symbol: BridgeToken): Promise<Address> {
  const mint = await generateKeyPairSigner();
  const metadata = { name: NAMES[symbol], symbol, uri: '' };
  const sizes = tokenLaunchSizes(mint.address, ctx.platform.address, metadata);
  const rent = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send();
  const decimals = TOKEN_DECIMALS[symbol];
  await sendAsPlatform(
    ctx,
    await tokenLaunchInstructions({
      payer: ctx.platform,
      mint,
      decimals,
      supply: 1_000_000n * 10n ** BigInt(decimals),
      metadata,
      mintRentLamports: rent,
      revokeMintAuthority: false,
      revokeFreezeAuthority: true,
    }),
  );
  return mint.address;
}

/** EVM side, once per chain: gas for the relayer, the bridge, a wrapped ERC-20 per token, rate limits. */
export async function bootstrapEvmSide(ctx: AppContext, keys: BridgeKeys, side: EvmSide): Promise<void> {
  const { db } = ctx.database;
  const [done] = await db.select().from(bridgeDeployments).where(eq(bridgeDeployments.chain, side.chain));
  if (done) return;
  if ((await side.embedded.balanceOf(keys.relayer.address)) < RELAYER_GAS / 2n) {
    await side.embedded.fund(keys.relayer.address, RELAYER_GAS);
  }
  const deployed = async (hash: Hex) => {
    const receipt = await side.public.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress)
      throw new Error(`deploy failed on ${side.chain}`);
    return receipt.contractAddress;
  };
  const bridge = await deployed(
    await side.relayer.deployContract({
      abi: tokenBridgeAbi,
      bytecode: bytecode.TokenBridge as Hex,
      args: [keys.guardians.map((g) => g.address), GUARDIAN_THRESHOLD],
    }),
  );
  const tokens: Record<string, string> = {};
  for (const symbol of BRIDGE_TOKENS) {
    const decimals = TOKEN_DECIMALS[symbol];
    const token = await deployed(
      await side.relayer.deployContract({
        abi: wrappedTokenAbi,
        bytecode: bytecode.WrappedToken as Hex,
        args: [`${NAMES[symbol]} (bridged from Solana)`, symbol, decimals, bridge],
      }),
    );
    const capacity = RATE_LIMIT_UI[symbol] * 10n ** BigInt(decimals);
    await side.public.waitForTransactionReceipt({
      hash: await side.relayer.writeContract({
        address: bridge,
        abi: tokenBridgeAbi,
        functionName: 'addToken',
        args: [token, capacity, RATE_LIMIT_WINDOW_SECONDS],
      }),
    });
    tokens[symbol] = token;
  }
  await db
    .insert(bridgeDeployments)
    .values({ chain: side.chain, chainId: side.chainId, bridgeAddress: bridge, tokens })
    .onConflictDoNothing();
  ctx.logger.info({ chain: side.chain, name: CHAIN_INFO[side.chain].name, bridge }, 'bridge deployed');
}
