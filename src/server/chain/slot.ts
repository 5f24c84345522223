import type { ChainClient } from './client';

const reads = new WeakMap<ChainClient, Promise<bigint>>();

/**
 * The confirmed slot. The embedded chain answers from memory (its confirmed slot is its current one);
 * on a remote cluster the callers that arrive while a getSlot is in flight share it.
 */
export function confirmedSlot(chain: ChainClient): Promise<bigint> {
  if (chain.embedded) return Promise.resolve(chain.embedded.getSlot());
  const inFlight = reads.get(chain);
  if (inFlight) return inFlight;
  const read = chain.rpc.getSlot({ commitment: 'confirmed' }).send();
  reads.set(chain, read);
  const clear = () => {
    if (reads.get(chain) === read) reads.delete(chain);
  };
  read.then(clear, clear);
  return read;
}
