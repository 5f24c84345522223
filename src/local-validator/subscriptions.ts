import { encodeAccount } from './account-encoding';
import type { EncodeOptions, UiAccount } from './account-encoding';
import { stringifyJson } from './bigint-json';
import type { ChainCore, LandedTransaction } from './core';
import { matchesFilters } from './filters';
import type { AccountFilter } from './filters';
import type { AccountSnapshot } from './svm';
import type { TxRecord } from './types';

export interface SubscriptionClient {
  send(text: string): void;
  readonly subscriptions: Set<number>;
}

export type Subscription = { readonly id: number; readonly client: SubscriptionClient } & (
  | { readonly kind: 'signature'; readonly signature: string; readonly finalized: boolean }
  | { readonly kind: 'account'; readonly address: string; readonly encoding: EncodeOptions }
  | {
      readonly kind: 'program';
      readonly program: string;
      readonly encoding: EncodeOptions;
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
  private readonly awaitingRoot = new Set<Subscription>();

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
    this.awaitingRoot.delete(sub);
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
    if (this.byId.size === 0) return;
    const signatureSubs = this.keyed.signature.get(record.signature);
    if (signatureSubs) for (const sub of [...signatureSubs]) this.signatureLanded(sub, record);
    for (const { address, account } of written) {
      const subs = this.keyed.account.get(address);
      if (subs)
        for (const sub of subs)
          if (sub.kind === 'account') this.notify(sub, this.context(this.encode(account, sub.encoding)));
      if (account) this.notifyProgram(address, account);
    }
    for (const sub of this.plain.logs) {
      if (sub.kind !== 'logs' || (sub.mentions !== null && !record.accountKeys.includes(sub.mentions)))
        continue;
      this.notify(sub, this.context({ signature: record.signature, err: record.err, logs: record.logs }));
    }
  }

  onSlot(slot: number, root: number): void {
    for (const sub of this.plain.slot)
      this.notify(sub, { parent: Math.max(0, slot - 1), root: Math.max(0, root), slot });
  }

  onRoot(root: number): void {
    for (const sub of this.plain.root) this.notify(sub, Math.max(0, root));
    for (const sub of [...this.awaitingRoot]) {
      const record = sub.kind === 'signature' ? this.core.records.get(sub.signature) : undefined;
      if (record && record.slot <= root) this.signatureLanded(sub, record);
    }
  }

  private notifyProgram(address: string, account: AccountSnapshot): void {
    const subs = this.keyed.program.get(account.owner);
    if (!subs) return;
    for (const sub of subs) {
      if (sub.kind !== 'program' || !matchesFilters(account.data, sub.filters)) continue;
      this.notify(sub, this.context({ pubkey: address, account: this.encode(account, sub.encoding) }));
    }
  }

  private signatureLanded(sub: Subscription, record: TxRecord): void {
    if (sub.kind !== 'signature') return;
    if (sub.finalized && record.slot > this.core.clock.root) {
      this.awaitingRoot.add(sub);
      return;
    }
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
