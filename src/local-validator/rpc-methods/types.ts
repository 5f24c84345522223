import type { Activity } from '../activity';
import type { BlockStore } from '../block-store';
import type { NodeAccounts } from '../node-accounts';
import type { ChainCore } from '../core';
import type { AddressParam } from '../params';

/** What the RPC method handlers see: the chain core plus the faucet and statistics. */
export interface RpcCore extends ChainCore {
  readonly activity: Activity;
  /** Every produced block's header; its transactions come from the records. */
  readonly blocks: BlockStore;
  /** Node identity reported by getIdentity / getSlotLeader (the faucet key). */
  readonly identity: string;
  /** The node's vote account and the stake delegated to it. */
  readonly node: NodeAccounts;
  /**
   * Sends a faucet transfer; `limited` (requestAirdrop) applies the per-address limits and skips preflight,
   * as the validator does.
   */
  airdrop(to: AddressParam, lamports: bigint, limited: boolean): string;
}

export type MethodHandler = (core: RpcCore, params: readonly unknown[]) => unknown;
export type MethodTable = Readonly<Record<string, MethodHandler>>;
