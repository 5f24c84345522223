import { encodeAccount } from './account-encoding';
import type { EncodeOptions, UiAccount } from './account-encoding';
import { stringifyJson } from './bigint-json';
import type { ChainCore, LandedTransaction } from './core';
import { matchesFilters } from './filters';
import type { AccountFilter } from './filters';
import { commitmentOf, reaches } from './commitment';
import type { CommitmentLevel } from './params';
import type { AccountSnapshot } from './svm';
import type { TxRecord } from './types';

export interface SubscriptionClient {
  send(text: string): void;
  readonly subscriptions: Set<number>;
}

export type Subscription = { readonly id: number; readonly client: SubscriptionClient } & (
  | { readonly kind: 'signature'; readonly signature: string; readonly commitment: CommitmentLevel }
  | {
      readonly kind: 'account';
      readonly address: string;
      readonly encoding: EncodeOptions;
      readonly commitment: CommitmentLevel;
    }
  | {
      readonly kind: 'program';
      readonly program: string;
      readonly encoding: EncodeOptions;
      readonly commitment: CommitmentLevel;
      readonly filters: readonly AccountFilter[];
    }
  | { readonly kind: 'logs'; readonly mentions: string | null }
  | { readonly kind: 'slot' | 'root' }
);

export type SubscriptionSpec = Subscription extends infer S
  ? S extends Subscription
    ? Omit<S, 'id'>
    : never
  : never;

type Keyed = 'signature' | 'account' | 'program';
const NOTIFICATION: Record<Subscription['kind'], string> = {
  signature: 'signatureNotification',
  account: 'accountNotification',
  program: 'programNotification',
  logs: 'logsNotification',
  slot: 'slotNotification',
  root: 'rootNotification',
};
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
type Levels = (commitment: CommitmentLevel) => boolean;
const PROCESSED_ONLY: Levels = (c) => c === 'processed';
const ABOVE_PROCESSED: Levels = (c) => c !== 'processed';
const ANY_LEVEL: Levels = () => true;

/** Subscription registry; notifications are pushed synchronously from the executor and the ticker. */
export class SubscriptionHub {
  private nextId = 0;
  private readonly byId = new Map<number, Subscription>();
  private readonly keyed: Record<Keyed, Map<string, Set<Subscription>>> = {
    signature: new Map(),
    account: new Map(),
    program: new Map(),
  };
  private readonly plain = {
    logs: new Set<Subscription>(),
    slot: new Set<Subscription>(),
    root: new Set<Subscription>(),
  };
  /** Signature subscriptions whose transaction landed below the level they asked for. */
  private readonly awaiting = new Set<Subscription>();
  /**
   * Each account's last state written in a slot not yet announced closed, by slot. Subscribers above
   * "processed" get it when the slot closes, as a validator notifies when a bank is confirmed: whoever
   * subscribed by then, even after the write. Older states are not kept, so "finalized" subscribers get
   * the same end-of-slot state.
   */
  private readonly slotWrites = new Map<number, Map<string, AccountSnapshot | null>>();
  /** Slots below this were announced closed (onSlot). */
  private closedBelow = 0;

  /** A client waits for a transaction of the open slot to be confirmed (the chain may close it early). */
  onConfirmationWanted: () => void = () => {};

  constructor(private readonly core: ChainCore) {}

  add(spec: SubscriptionSpec): Subscription {
    const sub = { ...spec, id: this.nextId++ } as Subscription;
    this.byId.set(sub.id, sub);
    sub.client.subscriptions.add(sub.id);
    const key = keyOf(sub);
    if (key !== null) {
      const map = this.keyed[sub.kind as Keyed];
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(sub);
    } else if (sub.kind === 'logs' || sub.kind === 'slot' || sub.kind === 'root')
      this.plain[sub.kind].add(sub);
    return sub;
  }

  remove(id: number, client?: SubscriptionClient): boolean {
    const sub = this.byId.get(id);
    if (!sub || (client && sub.client !== client)) return false;
    this.byId.delete(id);
    sub.client.subscriptions.delete(id);
    this.awaiting.delete(sub);
    const key = keyOf(sub);
    if (key !== null) {
      const map = this.keyed[sub.kind as Keyed];
      const set = map.get(key);
      set?.delete(sub);
      if (set?.size === 0) map.delete(key);
    } else if (sub.kind === 'logs' || sub.kind === 'slot' || sub.kind === 'root')
      this.plain[sub.kind].delete(sub);
    return true;
  }

  disconnect(client: SubscriptionClient): void {
    for (const id of [...client.subscriptions]) this.remove(id);
  }

  closeAll(): void {
    for (const id of [...this.byId.keys()]) this.remove(id);
  }

  /** For a new signature subscription: notify at once if the transaction already landed. */
  checkSignature(sub: Subscription): void {
    if (sub.kind !== 'signature') return;
    const record = this.core.records.get(sub.signature);
    if (record) this.signatureLanded(sub, record);
  }

  onLanded({ record, written }: LandedTransaction): void {
    const open = record.slot >= this.closedBelow;
    if (open) {
      let writes = this.slotWrites.get(record.slot);
      if (!writes) this.slotWrites.set(record.slot, (writes = new Map()));
      for (const { address, account } of written) writes.set(address, account);
    }
    if (this.byId.size === 0) return;
    const signatureSubs = this.keyed.signature.get(record.signature);
    if (signatureSubs) for (const sub of [...signatureSubs]) this.signatureLanded(sub, record);
    // Above "processed", a write of the open slot waits for the slot to close (onSlot).
    const levels = open ? PROCESSED_ONLY : ANY_LEVEL;
    for (const { address, account } of written) this.notifyAccount(address, account, levels);
    for (const sub of this.plain.logs) {
      if (sub.kind !== 'logs' || (sub.mentions !== null && !record.accountKeys.includes(sub.mentions)))
        continue;
      this.notify(sub, this.context({ signature: record.signature, err: record.err, logs: record.logs }));
    }
  }

  onSlot(slot: number, root: number): void {
    this.closedBelow = slot;
    for (const [written, writes] of this.slotWrites) {
      if (written >= slot) continue;
      this.slotWrites.delete(written);
      if (this.byId.size > 0)
        for (const [address, account] of writes) this.notifyAccount(address, account, ABOVE_PROCESSED);
    }
    this.recheckAwaiting();
    for (const sub of this.plain.slot)
      this.notify(sub, { parent: Math.max(0, slot - 1), root: Math.max(0, root), slot });
  }

  onRoot(root: number): void {
    for (const sub of this.plain.root) this.notify(sub, Math.max(0, root));
    this.recheckAwaiting();
  }

  private recheckAwaiting(): void {
    for (const sub of [...this.awaiting]) {
      const record = sub.kind === 'signature' ? this.core.records.get(sub.signature) : undefined;
      if (record) this.signatureLanded(sub, record);
    }
  }

  private notifyAccount(address: string, account: AccountSnapshot | null, levels: Levels): void {
    const subs = this.keyed.account.get(address);
    if (subs)
      for (const sub of subs)
        if (sub.kind === 'account' && levels(sub.commitment))
          this.notify(sub, this.context(this.encode(account, sub.encoding)));
    if (!account) return;
    const programSubs = this.keyed.program.get(account.owner);
    if (!programSubs) return;
    for (const sub of programSubs) {
      if (sub.kind !== 'program' || !levels(sub.commitment) || !matchesFilters(account.data, sub.filters))
        continue;
      this.notify(sub, this.context({ pubkey: address, account: this.encode(account, sub.encoding) }));
    }
  }

  private signatureLanded(sub: Subscription, record: TxRecord): void {
    if (sub.kind !== 'signature') return;
    const level = commitmentOf(this.core.clock, record.slot);
    if (!reaches(level, sub.commitment)) {
      if (level === 'processed' && sub.commitment === 'confirmed') this.onConfirmationWanted();
      this.awaiting.add(sub);
      return;
    }
    this.awaiting.delete(sub);
    this.notify(sub, { context: { slot: record.slot }, value: { err: record.err } });
    this.remove(sub.id);
  }

  private encode(account: AccountSnapshot | null, encoding: EncodeOptions): UiAccount {
    const snapshot = account ?? {
      lamports: 0n,
      data: new Uint8Array(0),
      owner: SYSTEM_PROGRAM,
      executable: false,
      rentEpoch: 0n,
    };
    try {
      return encodeAccount(this.core.parse, snapshot, encoding);
    } catch {
      return encodeAccount(this.core.parse, snapshot, { encoding: 'base64' });
    }
  }

  private context(value: unknown): unknown {
    return { context: { slot: this.core.clock.slot }, value };
  }

  private notify(sub: Subscription, result: unknown): void {
    sub.client.send(
      `{"jsonrpc":"2.0","method":"${NOTIFICATION[sub.kind]}","params":{"result":${stringifyJson(result)},"subscription":${sub.id}}}`,
    );
  }
}

function keyOf(sub: Subscription): string | null {
  if (sub.kind === 'signature') return sub.signature;
  if (sub.kind === 'account') return sub.address;
  if (sub.kind === 'program') return sub.program;
  return null;
}
