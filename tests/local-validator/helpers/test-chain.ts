import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import {
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type {
  Blockhash,
  Instruction,
  KeyPairSigner,
  Rpc,
  RpcSubscriptions,
  SolanaRpcApi,
  SolanaRpcSubscriptionsApi,
} from '@solana/kit';
import Fastify from 'fastify';
import { startEmbeddedChain } from '@local-validator';
import type { EmbeddedChain, EmbeddedChainOptions } from '@local-validator';

export interface TestChain {
  /** http://127.0.0.1:PORT/rpc */
  readonly rpcUrl: string;
  /** ws://127.0.0.1:PORT/rpc — same port and path as HTTP */
  readonly wsUrl: string;
  readonly chain: EmbeddedChain;
  readonly dataDir: string;
  /**
   * What a client of this chain waits for: "confirmed", or "processed" when the clock is held still (a
   * slot that never closes confirms nothing, as on a validator whose slot never ends).
   */
  readonly commitment: 'processed' | 'confirmed';
  close(): Promise<void>;
}

export interface BlockhashLifetime {
  readonly blockhash: Blockhash;
  readonly lastValidBlockHeight: bigint;
}

export interface TestChainOptions {
  /** Reuse a data directory (it is then left in place on close). */
  readonly dataDir?: string;
  readonly tickMs?: number;
  /** Further chain options (programs, accounts, fork). */
  readonly chain?: Omit<EmbeddedChainOptions, 'dataDir' | 'tickMs'>;
}

/** A Fastify 5 app with @fastify/websocket and the embedded chain routes on 127.0.0.1:0. */
export async function startTestChain(options: TestChainOptions = {}): Promise<TestChain> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'solx-chain-')));
  const tickMs = options.tickMs ?? 400;
  const held = tickMs >= 60_000;
  // A held clock stays held unless the test asks otherwise: no early slot close for a waiting client.
  const chain = await startEmbeddedChain({
    ...(held ? { minSlotMs: tickMs } : {}),
    ...options.chain,
    dataDir,
    tickMs,
  });
  const app = Fastify({ logger: false });
  await app.register(websocket);
  chain.registerRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const base = `127.0.0.1:${address.port}/rpc`;
  let closed = false;
  return {
    rpcUrl: `http://${base}`,
    wsUrl: `ws://${base}`,
    chain,
    dataDir,
    commitment: held ? 'processed' : 'confirmed',
    async close() {
      if (closed) return;
      closed = true;
      await chain.close();
      await app.close();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawRpcReply {
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

/** A JSON-RPC call with plain fetch, to assert exact codes and messages. */
export async function rawRpc(url: string, method: string, params: unknown[]): Promise<RawRpcReply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json() as Promise<RawRpcReply>;
}

export function transactionMessage(
  feePayer: KeyPairSigner,
  lifetime: BlockhashLifetime,
  ixs: readonly Instruction[],
) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(ixs, m),
  );
}

type SignedTransaction = Awaited<ReturnType<typeof signTransactionMessageWithSigners>>;

export interface KitClient {
  readonly rpc: Rpc<SolanaRpcApi>;
  readonly rpcSubscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>;
  /** Funded with 5 SOL through the faucet (requestAirdrop, confirmed over the WebSocket). */
  readonly payer: KeyPairSigner;
  sendSigned(signed: SignedTransaction): Promise<string>;
  /** Builds, signs (payer + signers embedded in the instructions), sends and confirms a v0 transaction. */
  send(ixs: readonly Instruction[]): Promise<string>;
}

/** An unmodified @solana/kit client of the test chain: HTTP RPC, WebSocket subscriptions, sendAndConfirm. */
export async function kitClient(chain: TestChain): Promise<KitClient> {
  const rpc = createSolanaRpc(chain.rpcUrl);
  const rpcSubscriptions = createSolanaRpcSubscriptions(chain.wsUrl);
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
  const payer = await generateKeyPairSigner();
  await airdropFactory({ rpc, rpcSubscriptions })({
    recipientAddress: payer.address,
    lamports: lamports(5_000_000_000n),
    commitment: chain.commitment,
  });
  const sendSigned = async (signed: SignedTransaction) => {
    assertIsTransactionWithBlockhashLifetime(signed);
    await sendAndConfirm(signed, { commitment: chain.commitment });
    return getSignatureFromTransaction(signed);
  };
  return {
    rpc,
    rpcSubscriptions,
    payer,
    sendSigned,
    async send(ixs) {
      const { value: latest } = await rpc.getLatestBlockhash().send();
      return sendSigned(await signTransactionMessageWithSigners(transactionMessage(payer, latest, ixs)));
    },
  };
}
