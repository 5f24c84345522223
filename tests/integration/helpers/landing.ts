import {
  generateKeyPairSigner,
  lamports,
  type Address,
  type Base64EncodedWireTransaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { ChainClient } from '@server/chain/client';
import { signSettlement } from '@server/chain/pipeline/settlement';
import type { AppContext } from '@server/context';

/**
 * A SOL transfer from the platform to `destination` (a new address by default), signed on the current
 * blockhash and not sent: a test stores it where a sent transaction the chain has not seen would be.
 */
export async function unsentPlatformTransfer(ctx: AppContext, amount: bigint, destination?: Address) {
  const to = destination ?? (await generateKeyPairSigner()).address;
  const signed = await signSettlement(ctx, [
    getTransferSolInstruction({ source: ctx.platform, destination: to, amount: lamports(amount) }),
  ]);
  return { ...signed, destination: to };
}

/**
 * Makes `wire` land (as another pass's re-send would) at the moment the server next reads the block
 * height: the first `getBlockHeight` sends it before answering. `restore` puts the plain RPC back.
 */
export function landDuringHeightRead(chain: ChainClient, wire: string) {
  const rpc = chain.rpc;
  const injected = { landed: false, restore: () => (chain.rpc = rpc) };
  chain.rpc = new Proxy(rpc, {
    get(target, method, receiver) {
      if (method !== 'getBlockHeight' || injected.landed) return Reflect.get(target, method, receiver);
      return (...args: Parameters<typeof rpc.getBlockHeight>) => ({
        send: async () => {
          injected.landed = true;
          await rpc.sendTransaction(wire as Base64EncodedWireTransaction, { encoding: 'base64' }).send();
          return rpc.getBlockHeight(...args).send();
        },
      });
    },
  });
  return injected;
}
