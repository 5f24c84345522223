import { randomUUID } from 'node:crypto';
import { createNoopSigner, getAddressEncoder, type Address, type Instruction } from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import { getTransferCheckedInstruction } from '@solana-program/token-2022';
import { eq } from 'drizzle-orm';
import { bytesToHex, encodeFunctionData } from 'viem';
import { tokenBridgeAbi } from '@shared/evm/contract-abis';
import {
  bridgeFee,
  bridgeMessages,
  CHAIN_INFO,
  DESTINATION_GAS_ESTIMATE,
  LOCAL_ESTIMATED_TIME,
  type BridgeQuote,
  type BridgeRequest,
  type BridgeResponse,
  type EvmBridgeChain,
} from '@shared/schemas/bridge';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { bridgeTransfers } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { planOperation } from '../../chain/pipeline/plan';
import { evmRpcPath } from './evm';
import { bridgeOperation } from './operation';
import { bridgeRuntime } from './runtime';
import { ataOf, deploymentOf, solanaToken, tokenBalance, wrappedToken, type SolanaToken } from './tokens';

function quoteOf(
  units: bigint,
  decimals: number,
  destination: BridgeRequest['destinationChain'],
): BridgeQuote {
  const { fee, received } = bridgeFee(units);
  return {
    amount: formatBaseUnits(units, decimals),
    fee: formatBaseUnits(fee, decimals),
    received: formatBaseUnits(received, decimals),
    gasEstimate: `${DESTINATION_GAS_ESTIMATE} ${CHAIN_INFO[destination].gasToken} (paid by the relayer)`,
    estimatedTime: LOCAL_ESTIMATED_TIME,
  };
}

/** Starts a transfer: Solana source → a lock for the wallet to sign; EVM source → a burn for the EVM wallet. */
export async function startTransfer(
  ctx: AppContext,
  wallet: Address,
  req: BridgeRequest,
): Promise<BridgeResponse> {
  bridgeRuntime(ctx);
  const token = await solanaToken(ctx, req.token);
  const units = parseUiAmount(req.amount, token.decimals);
  if (units === null) throw badRequest(bridgeMessages.tooPrecise);
  if (units <= 0n || units >= 1n << 64n) throw badRequest(bridgeMessages.amountInvalid);
  const { fee, received } = bridgeFee(units);
  if (received <= 0n) throw badRequest(bridgeMessages.amountInvalid);
  const quote = quoteOf(units, token.decimals, req.destinationChain);
  const base = {
    wallet,
    sourceChain: req.sourceChain,
    destinationChain: req.destinationChain,
    token: req.token,
    decimals: token.decimals,
    amount: units.toString(),
    fee: fee.toString(),
    received: received.toString(),
    destinationAddress: req.destinationAddress,
  };
  if (req.sourceChain === 'solana') {
    return planLock(ctx, wallet, req, token, { units, fee, received }, base, quote);
  }
  const chain = req.sourceChain as EvmBridgeChain;
  const deployment = await deploymentOf(ctx, chain);
  const [row] = await ctx.database.db
    .insert(bridgeTransfers)
    .values({ ...base, stage: 'awaiting the burn on the source chain' })
    .returning({ id: bridgeTransfers.id, ref: bridgeTransfers.ref });
  if (!row) throw new Error('bridge insert returned nothing');
  const recipient = bytesToHex(
    Uint8Array.from(getAddressEncoder().encode(req.destinationAddress as Address)),
  );
  return {
    bridgeId: row.id,
    sourceTx: null,
    estimatedTime: quote.estimatedTime,
    quote,
    operation: null,
    evmTransaction: {
      chainId: deployment.chainId,
      rpcUrl: `${ctx.publicUrl}${evmRpcPath(deployment.chainId)}`,
      to: deployment.bridge,
      data: encodeFunctionData({
        abi: tokenBridgeAbi,
        functionName: 'burn',
        args: [wrappedToken(deployment, req.token), units, recipient, row.ref],
      }),
    },
  };
}

async function planLock(
  ctx: AppContext,
  wallet: Address,
  req: BridgeRequest,
  token: SolanaToken,
  amounts: { units: bigint; fee: bigint; received: bigint },
  base: typeof bridgeTransfers.$inferInsert,
  quote: BridgeQuote,
): Promise<BridgeResponse> {
  await deploymentOf(ctx, req.destinationChain as EvmBridgeChain);
  const source = await ataOf(wallet, token);
  if ((await tokenBalance(ctx, source)) < amounts.units) throw badRequest(bridgeMessages.insufficient);
  const authority = createNoopSigner(wallet);
  const program = { programAddress: token.tokenProgram };
  const move = (destination: Address, amount: bigint): Instruction =>
    getTransferCheckedInstruction(
      { source, mint: token.mint, destination, authority, amount, decimals: token.decimals },
      program,
    );
  const bridgeId = randomUUID();
  const instructions = [move(token.custody, amounts.received)];
  if (amounts.fee > 0n) instructions.push(move(await ataOf(ctx.platform.address, token), amounts.fee));
  instructions.push(
    getAddMemoInstruction(
      { memo: `bridge:${req.destinationChain}:${req.destinationAddress}:${bridgeId}` },
      { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 },
    ),
  );
  const operation = await planOperation(ctx, bridgeOperation, {
    wallet,
    summary: {
      bridgeId,
      token: req.token,
      amount: quote.amount,
      fee: quote.fee,
      received: quote.received,
      destinationChain: req.destinationChain,
      destinationAddress: req.destinationAddress,
    },
    transactions: [instructions],
  });
  await ctx.database.db
    .insert(bridgeTransfers)
    .values({ ...base, id: bridgeId, operationId: operation.operationId });
  return {
    bridgeId,
    sourceTx: null,
    estimatedTime: quote.estimatedTime,
    quote,
    operation,
    evmTransaction: null,
  };
}

export async function transferById(ctx: AppContext, id: string) {
  const [row] = await ctx.database.db.select().from(bridgeTransfers).where(eq(bridgeTransfers.id, id));
  return row ?? null;
}
