import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { Activity } from './activity';
import { AddressBook } from './address-book';
import { decodeBase58 } from './base58';
import { bootstrapChain } from './bootstrap';
import type { LandedTransaction } from './core';
import { RPC_AIRDROP_LIMIT, RPC_INTERNAL_ERROR, RpcError, invalidParams } from './errors';
import { executeTransaction, signatureOf } from './executor';
import { AirdropLimiter } from './faucet';
import type { EmbeddedChain, EmbeddedChainOptions } from './index';
import type { AddressParam } from './params';
import { requireAddress } from './params';
import { ChainStore } from './persistence';
import { handleBody } from './rpc-router';
import type { RpcCore } from './rpc-methods/types';
import { registerRpcRoutes } from './routes';
import { SubscriptionHub } from './subscriptions';
import { decodeTransaction } from './wire';
import { handleWsMessage } from './ws-methods';

export async function createChain(opts: EmbeddedChainOptions): Promise<EmbeddedChain> {
  const logger = opts.logger;
  const persist = opts.persist ?? true;
  const store = persist ? new ChainStore(join(opts.dataDir, 'chain')) : null;
  const book = new AddressBook();
  const state = bootstrapChain(book, store);
  const { svm, clock, faucet, indexes, records } = state;
  const activity = new Activity(clock.slot);
  const limiter = new AirdropLimiter(opts.faucet);
  const faucetAddress = book.toText(faucet.publicKey);
  const sockets = new Set<WebSocket>();
  let dirty = state.fresh;
  let airdropNonce = 0;
  let saving: Promise<void> | null = null;
  let closed = false;

  const core: RpcCore = {
    svm,
    book,
    clock,
    indexes,
    records,
    activity,
    identity: faucetAddress,
    genesisHash: state.genesisHash,
    parse: { book, decimalsOf: (mint) => indexes.mints.get(mint)?.decimals ?? null },
    onLanded(landed: LandedTransaction) {
      dirty = true;
      activity.onTransaction(landed.record.slot, landed.budget.unitPrice, landed.writableKeys);
      hub.onLanded(landed);
    },
    airdrop: (to, lamports, limited) => airdrop(to, lamports, limited),
  };
  const hub = new SubscriptionHub(core);

  function airdrop(to: AddressParam, lamports: bigint, limited: boolean): string {
    if (to.text === faucetAddress) throw invalidParams('cannot airdrop to the faucet itself');
    const refusal = limited ? limiter.take(to.text, lamports) : null;
    if (refusal) throw new RpcError(RPC_AIRDROP_LIMIT, refusal);
    const blockhash = decodeBase58(clock.latest().blockhash) ?? new Uint8Array(32);
    let tx = decodeTransaction(faucet.transfer(to.bytes, lamports, blockhash));
    if (records.get(signatureOf(tx))) {
      tx = decodeTransaction(faucet.transfer(to.bytes, lamports, blockhash, `airdrop ${++airdropNonce}`));
    }
    const outcome = executeTransaction(core, tx, true);
    if (outcome.kind === 'landed' || outcome.kind === 'duplicate') return outcome.record.signature;
    throw new RpcError(RPC_INTERNAL_ERROR, `airdrop failed: ${outcome.error.message}`);
  }

  function advanceRoot(root: number): void {
    if (root <= clock.root) return;
    clock.root = root;
    hub.onRoot(root);
  }

  /** Snapshot when dirty, at most once per tick and never two writes at once; "finalized" follows durability. */
  function persistNow(): Promise<void> | null {
    if (!store || saving) return saving;
    const root = clock.slot - 1;
    if (!dirty) {
      advanceRoot(root);
      return null;
    }
    dirty = false;
    const pending = records.takePending();
    const sidecar = {
      format: 1 as const,
      genesisHash: state.genesisHash,
      faucetSeed: Buffer.from(faucet.seed).toString('base64'),
      clock: clock.state(),
      owners: indexes.owners(),
    };
    saving = store
      .save(svm.toBytes(), sidecar, pending)
      .then(
        () => advanceRoot(root),
        (error: unknown) => {
          records.requeue(pending);
          dirty = true;
          logger?.error({ err: error }, 'embedded chain: snapshot failed');
        },
      )
      .finally(() => {
        saving = null;
      });
    return saving;
  }

  function tick(): void {
    clock.tick(svm);
    activity.onTick(clock.slot);
    if (store) persistNow();
    else advanceRoot(clock.slot - 1);
    hub.onSlot(clock.slot, clock.root);
  }

  const timer = setInterval(tick, opts.tickMs ?? 400);
  timer.unref();
  if (store) await persistNow();
  logger?.info(
    { slot: clock.slot, transactions: records.size, faucet: faucetAddress },
    'embedded chain started',
  );

  return {
    handle: async (body) => handleBody(core, logger, body),
    registerRoutes(app: FastifyInstance, routeOptions) {
      registerRpcRoutes(
        app,
        {
          handle: async (body) => handleBody(core, logger, body),
          connect: (client) => ({
            message: (text) => handleWsMessage(core, hub, client, text),
            close: () => hub.disconnect(client),
          }),
        },
        sockets,
        routeOptions,
      );
    },
    airdrop: async (address, lamports) => airdrop(requireAddress(book, address), lamports, false),
    getSlot: () => BigInt(clock.slot),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      hub.closeAll();
      for (const socket of sockets) socket.close(1001, 'chain closing');
      while (saving) await saving;
      // Always write on close so the slot and every blockhash handed out survive the restart.
      dirty = true;
      if (store) await persistNow();
    },
  };
}
