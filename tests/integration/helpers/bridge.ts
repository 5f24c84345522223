import type { Connection } from '@solana/web3.js';
import { PublicKey } from '@solana/web3.js';
import { getAccount, getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { address, type Address } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { createPublicClient, createWalletClient, erc20Abi, http, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { sendAsPlatform } from '@server/chain/platform-send';
import type { RunningServer } from '@server/server';
import type { ApiWallet } from './api-wallet';

type Json = Record<string, unknown>;

export interface BridgeNetworks {
  networks: {
    chain: string;
    chainId: number | null;
    rpcUrl: string;
    bridgeAddress: string | null;
    tokens: Record<string, Hex>;
  }[];
}

/** Setup: the platform (holder of the local USDC supply) sends a wallet some tokens. */
export async function fundToken(
  server: RunningServer,
  mint: string,
  to: string,
  units: bigint,
  decimals: number,
) {
  const [source] = await findAssociatedTokenPda({
    owner: server.ctx.platform.address,
    mint: address(mint),
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  const [destination] = await findAssociatedTokenPda({
    owner: address(to),
    mint: address(mint),
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  await sendAsPlatform(server.ctx, [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: server.ctx.platform,
      ata: destination,
      owner: address(to),
      mint: address(mint),
    }),
    getTransferCheckedInstruction({
      source,
      mint: address(mint),
      destination,
      authority: server.ctx.platform,
      amount: units,
      decimals,
    }),
  ]);
}

export async function splBalance(connection: Connection, owner: string, mint: string): Promise<bigint> {
  const ata = getAssociatedTokenAddressSync(
    new PublicKey(mint),
    new PublicKey(owner),
    true,
    TOKEN_2022_PROGRAM_ID,
  );
  return (await getAccount(connection, ata, 'confirmed', TOKEN_2022_PROGRAM_ID)).amount;
}

/** Solana → EVM: POST, sign the lock with the wallet, submit. */
export async function bridgeFromSolana(wallet: ApiWallet, body: Json) {
  const started = await wallet.call('POST', '/api/dex/cross-chain', body);
  if (started.status !== 200) return { started, op: null };
  const operation = started.json.operation as { operationId: string; transactions: string[] };
  const signed = await wallet.sign(operation.transactions);
  const op = await wallet.call('POST', `/api/operations/${operation.operationId}/submit`, {
    transactions: signed,
  });
  return { started, op };
}

export async function waitForTransfer(wallet: ApiWallet, id: string, status = 'completed', tries = 600) {
  for (let i = 0; i < tries; i++) {
    const history = await wallet.call('GET', '/api/dex/cross-chain/history');
    const item = (history.json.transfers as Json[]).find((t) => t.id === id);
    if (item && (item.status === status || item.status === 'failed')) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`transfer ${id} did not reach ${status}`);
}

/** viem against the app's own EVM JSON-RPC endpoint, over HTTP like any outside client. */
export function evmClients(rpcUrl: string, chainId: number, account?: PrivateKeyAccount) {
  const chain = {
    id: chainId,
    name: 'local',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const;
  const pub = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
  const wallet = account
    ? createWalletClient({ chain, transport: http(rpcUrl), account, pollingInterval: 50 })
    : null;
  const balanceOf = (token: Hex, owner: Hex) =>
    pub.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  return { pub, wallet, balanceOf };
}

export type { Address };
