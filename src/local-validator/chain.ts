import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AccountSizes } from './account-sizes';
import { Activity } from './activity';
import { AddressBook } from './address-book';
import { decodeBase58 } from './base58';
import { BlockStore } from './block-store';
import { FINALITY_DEPTH } from './commitment';
import { bootstrapChain } from './bootstrap';
import type { LandedTransaction } from './core';
import { RPC_AIRDROP_LIMIT, RPC_INTERNAL_ERROR, RpcError, invalidParams } from './errors';
import { executeTransaction, signatureOf } from './executor';
import { AirdropLimiter } from './faucet';
import { Fork } from './fork';
import { DEFAULT_FORK_TIMEOUT_MS } from './fork-upstream';
import { applyGenesisExtras } from './genesis-extras';
import type { EmbeddedChain, EmbeddedChainOptions } from './embedded-chain';
import type { AddressParam } from './params';
import { requireAddress } from './params';
import { chainPaths } from './paths';
import { ChainStore } from './persistence';
import type { SvmSnapshot } from './persistence';
import { encodeRecord } from './record-codec';
import { ensureNodeAccounts } from './node-accounts';
import { DEFAULT_RPC_BATCH_MAX, failBody, failBodyValue, handleBody, handleBodyValue } from './rpc-router';
import type { RpcCore } from './rpc-methods/types';
import { registerRpcRoutes } from './routes';
import { SubscriptionHub } from './subscriptions';
import { decodeTransaction } from './wire';
import { handleWsMessage } from './ws-methods';

export async function createChain(opts: EmbeddedChainOptions): Promise<EmbeddedChain> {
  const logger = opts.logger;
  const persist = opts.persist ?? true;
  const paths = chainPaths(opts.dataDir);
  const store = persist ? new ChainStore(paths) : null;
  const book = new AddressBook();
  const recordedBlocks = store ? BlockStore.openExisting(paths.blocks) : null;
  const state = bootstrapChain(book, store, recordedBlocks?.lastSlot);
  const { svm, clock, faucet, indexes, records } = state;
  // A chain from before blocks were recorded starts its block file at the slot it resumes in; a new
  // chain (its snapshot deleted) starts a new one.
  if (state.fresh) recordedBlocks?.close();
  const blocks =
    recordedBlocks && !state.fresh
      ? recordedBlocks
      : BlockStore.open(store ? paths.blocks : null, state.fresh ? 0 : clock.slot, state.fresh);
  recordBlock();
  // A test validator's genesis block holds no transaction (clients assert it): a new chain seals slot 0
  // empty and runs its first transactions in slot 1.
  if (state.fresh) {
    clock.tick(svm);
    recordBlock();
  }
  const wal = store
    ? await store.openLog((error) =>
        logger?.error({ err: error }, 'embedded chain: transaction log write failed; restart the server'),
      )
    : null;
  const activity = new Activity(clock.slot);
  const limiter = new AirdropLimiter(opts.faucet);
  const faucetAddress = book.toText(faucet.publicKey);
  const sockets = new Set<WebSocket>();
  const node = ensureNodeAccounts(svm, book, indexes, faucet.seed, faucet.publicKey);
  let dirty = state.fresh || node.created;
  let airdropNonce = 0;
  let saving: Promise<void> | null = null;
  let closed = false;
  /** Before this (performance.now()), the timer takes no snapshot; see persistNow. */
  let nextSnapshotAt = 0;

  const core: RpcCore = {
    svm,
    book,
    clock,
    indexes,
    records,
    blocks,
    activity,
    identity: faucetAddress,
    node: node.accounts,
    genesisHash: state.genesisHash,
    sizes: new AccountSizes(svm),
    parse: { book, decimalsOf: (mint) => indexes.mints.get(mint)?.decimals ?? null },
    onLanded(landed: LandedTransaction) {
      dirty = true;
      core.sizes.onWritten(landed.written);
      state.large.onWritten(landed.written);
      activity.onTransaction(landed.record.slot, landed.budget.unitPrice, landed.writableKeys);
      fork?.onLanded(landed.record.accountKeys);
      // Subscribers hear of a transaction only once it is on disk.
      if (wal) wal.append(encodeRecord(landed.record, landed.written), () => hub.onLanded(landed));
      else hub.onLanded(landed);
    },
    airdrop: (to, lamports, limited) => airdrop(to, lamports, limited),
  };
  const hub = new SubscriptionHub(core);
  try {
    await applyGenesisExtras(core, state.large, state.fresh, opts, logger);
  } catch (error) {
    await wal?.close();
    throw error;
  }
  const fork = opts.forkUrl
    ? new Fork(core, state.large, {
        url: opts.forkUrl,
        timeoutMs: opts.forkTimeoutMs ?? DEFAULT_FORK_TIMEOUT_MS,
        fetched: state.fetched,
        log: wal ? (line) => wal.append(line) : null,
        onInstalled: () => {
          dirty = true;
        },
        onRefused: (refused) =>
          logger?.warn({ refused }, 'embedded chain: fork: LiteSVM refused accounts fetched upstream'),
      })
    : null;

  function airdrop(to: AddressParam, lamports: bigint, limited: boolean): string {
    if (to.text === faucetAddress) throw invalidParams('cannot airdrop to the faucet itself');
    const refusal = limited ? limiter.take(to.text, lamports) : null;
    if (refusal) throw new RpcError(RPC_AIRDROP_LIMIT, refusal);
    const blockhash = decodeBase58(clock.latest().blockhash) ?? new Uint8Array(32);
    let tx = decodeTransaction(faucet.transfer(to.bytes, lamports, blockhash));
    if (records.get(signatureOf(tx))) {
      tx = decodeTransaction(faucet.transfer(to.bytes, lamports, blockhash, `airdrop ${++airdropNonce}`));
    }
    // requestAirdrop (limited) sends without preflight, as Agave's does: a transfer the runtime refuses
    // (e.g. 1 lamport to a new account, below rent exemption) lands failed with the fee charged, and its
    // signature is the answer. The app's own funding (unlimited) is checked first and fails loudly.
    const outcome = executeTransaction(core, tx, !limited);
    if (outcome.kind === 'landed' || outcome.kind === 'duplicate') return outcome.record.signature;
    throw new RpcError(RPC_INTERNAL_ERROR, `airdrop failed: ${outcome.error.message}`);
  }

  function recordBlock(): void {
    const head = clock.head();
    blocks.append({
      slot: head.slot,
      blockhash: head.blockhash,
      blockTime: clock.unixTime,
      blockHeight: head.blockHeight,
    });
  }

  /** Highest slot whose state is durable; the root (finalized) trails it as a validator's tower does. */
  let durable = clock.root;
  function advanceRoot(durableSlot: number): void {
    durable = Math.max(durable, durableSlot);
    const root = Math.min(durable, clock.slot - FINALITY_DEPTH);
    if (root <= clock.root) return;
    clock.root = root;
    hub.onRoot(root);
  }

  /** Answers wait for the log, so no status or balance a crash could take back is ever reported. */
  async function answer<T>(pending: T | Promise<T>): Promise<T> {
    const response = await pending;
    if (wal?.pending) await wal.durable();
    return response;
  }
  const router = { logger, batchMax: opts.rpcBatchMax ?? DEFAULT_RPC_BATCH_MAX };
  /** In fork mode the accounts a body reads are fetched first; the methods themselves stay synchronous. */
  function run<T>(
    body: unknown,
    handle: (body: unknown) => T | Promise<T>,
    fail: (body: unknown, error: unknown) => T,
  ) {
    if (!fork) return answer(handle(body));
    return answer(
      fork.prepare(body).then(
        () => handle(body),
        (error: unknown) => fail(body, error),
      ),
    );
  }
  const handleText = (body: unknown) => run(body, (b) => handleBody(core, router, b), failBody);

  /**
   * Snapshot when dirty (or a blockhash was handed out), at most once per tick and never two writes at
   * once. The log is flushed first, so the snapshot never holds effects the log lacks.
   */
  function persistNow(): Promise<void> | null {
    if (!store || saving) return saving;
    const root = clock.slot - 1;
    if (!dirty && !clock.served) {
      advanceRoot(root);
      return null;
    }
    // Accounts over 4 MiB are copied out of and back into LiteSVM on the event loop (~5-15 ms per 10 MiB):
    // snapshots are spaced so that copying takes at most a twentieth of the time. The root waits for them.
    if (!closed && performance.now() < nextSnapshotAt) return null;
    dirty = false;
    clock.served = false;
    const sidecar = {
      format: 3 as const,
      genesisHash: state.genesisHash,
      faucetSeed: Buffer.from(faucet.seed).toString('base64'),
      clock: clock.state(),
      owners: indexes.owners(),
      appliedSeq: records.size,
    };
    const failed = (error: unknown) => {
      dirty = true;
      logger?.error(
        { err: error },
        'embedded chain: snapshot failed; the transaction log still holds every transaction',
      );
    };
    let snapshot: SvmSnapshot;
    const started = performance.now();
    try {
      snapshot = state.large.serialize(svm, book);
      nextSnapshotAt = started + 20 * (performance.now() - started);
    } catch (error) {
      // Thrown inside the block timer this would end the process; the next tick tries again.
      failed(error);
      return null;
    }
    saving = (wal ? wal.durable() : Promise.resolve())
      .then(() => {
        // The snapshot's slot must never be ahead of the blocks on disk.
        blocks.sync();
        return store.save(snapshot, sidecar);
      })
      .then(() => advanceRoot(root), failed)
      .finally(() => {
        saving = null;
      });
    return saving;
  }

  function tick(): void {
    clock.tick(svm);
    recordBlock();
    activity.onTick(clock.slot);
    if (store) {
      persistNow();
      advanceRoot(durable);
    } else advanceRoot(clock.slot - 1);
    // Announced once the log holds every transaction of the closed slot, so its writes are all known.
    const [slot, root] = [clock.slot, clock.root];
    if (wal?.pending) void wal.durable().then(() => hub.onSlot(slot, root), () => undefined);
    else hub.onSlot(slot, root);
  }

  // A slot lasts tickMs, or closes early (never before minSlotMs) once a client waits for a transaction of
  // it to confirm: a validator's slot keeps its length, but here sequential send-and-confirm loops (SPL
  // Token's tests: six in a 2 s hook) would each wait a whole slot. Blockhashes still live >= 150 slots.
  const tickMs = opts.tickMs ?? 400;
  const minSlotMs = Math.min(opts.minSlotMs ?? 200, tickMs);
  let slotStarted = performance.now();
  let nextTickAt = slotStarted + tickMs;
  let timer = setTimeout(onTimer, tickMs);
  timer.unref();
  function onTimer(): void {
    tick();
    slotStarted = performance.now();
    schedule(tickMs);
  }
  function schedule(ms: number): void {
    clearTimeout(timer);
    nextTickAt = performance.now() + ms;
    timer = setTimeout(onTimer, ms);
    timer.unref();
  }
  hub.onConfirmationWanted = () => {
    const at = slotStarted + minSlotMs;
    if (!closed && at < nextTickAt) schedule(Math.max(0, at - performance.now()));
  };
  if (store) await persistNow();
  logger?.info(
    { slot: clock.slot, transactions: records.size, faucet: faucetAddress },
    'embedded chain started',
  );

  return {
    handle: handleText,
    handleValue: (body) => run(body, (b) => handleBodyValue(core, router, b), failBodyValue),
    registerRoutes(app: FastifyInstance, routeOptions) {
      registerRpcRoutes(
        app,
        {
          handle: handleText,
          connect: (client) => ({
            message: (text) => {
              if (wal?.pending) void wal.durable().then(() => handleWsMessage(core, hub, client, text));
              else handleWsMessage(core, hub, client, text);
            },
            close: () => hub.disconnect(client),
          }),
        },
        sockets,
        routeOptions,
      );
    },
    airdrop: (address, lamports) =>
      answer(
        (fork ? fork.ensure([address]) : Promise.resolve()).then(() =>
          airdrop(requireAddress(book, address), lamports, false),
        ),
      ),
    getSlot: () => BigInt(clock.slot),
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      hub.closeAll();
      for (const socket of sockets) socket.close(1001, 'chain closing');
      while (saving) await saving;
      // Always write on close so the slot and every blockhash handed out survive the restart.
      dirty = true;
      if (store) await persistNow();
      await wal?.close();
      blocks.close();
    },
  };
}
