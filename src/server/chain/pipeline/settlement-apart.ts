import type { Base64EncodedWireTransaction, Instruction } from '@solana/kit';
import type { AppContext } from '../../context';
import { settlesMemo, signSettlement, signSettlements, type SignedSettlement } from './settlement';

type Segment = { walletSignature: string; instructions: Instruction[] };

/** Whether the chain would run it now; an RPC that does not answer says nothing against it. */
async function runsNow(ctx: AppContext, wire: string): Promise<boolean> {
  try {
    const { value } = await ctx.chain.rpc
      .simulateTransaction(wire as Base64EncodedWireTransaction, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: false,
        commitment: 'confirmed',
      })
      .send();
    return value.err === null;
  } catch (err) {
    ctx.logger.warn({ err }, 'settlement simulation did not answer; sent as packed');
    return true;
  }
}

/**
 * `signSettlements`, simulated once the wallets' transactions have landed: a packed transaction the chain
 * would refuse is signed again one settlement per transaction. One wallet can make its own settlement fail
 * (say, by making its token account require memos); packed with others, it would fail theirs too.
 */
export async function signSettlementsApart(
  ctx: AppContext,
  segments: Segment[],
): Promise<Array<SignedSettlement & { segments: number[] }>> {
  const packed = await signSettlements(ctx, segments);
  const result: Array<SignedSettlement & { segments: number[] }> = [];
  for (const pack of packed) {
    if (pack.segments.length === 1 || (await runsNow(ctx, pack.wire))) {
      result.push(pack);
      continue;
    }
    ctx.logger.warn(
      { signature: pack.signature, settlements: pack.segments.length },
      'a packed settlement would fail: signed one per transaction instead',
    );
    for (const index of pack.segments) {
      const segment = segments[index];
      if (!segment) continue;
      const own = [settlesMemo(segment.walletSignature), ...segment.instructions];
      result.push({ ...(await signSettlement(ctx, own)), segments: [index] });
    }
  }
  return result;
}
