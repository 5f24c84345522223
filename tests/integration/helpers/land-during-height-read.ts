import type { Base64EncodedWireTransaction } from '@solana/kit';
import type { ChainClient } from '@server/chain/client';

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
