import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import {
  TOKEN_PROGRAM_ID,
  createMint,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestChain } from './helpers/test-chain';

describe('embedded chain persistence', () => {
  const dirs: string[] = [];

  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps mints, balances, signature history and recent blockhashes across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'solx-chain-persist-'));
    dirs.push(dataDir);
    const payer = Keypair.generate();
    const holder = Keypair.generate();

    const first = await startTestChain({ dataDir });
    const before = new Connection(first.rpcUrl, { wsEndpoint: first.wsUrl, commitment: 'confirmed' });
    await before.confirmTransaction({
      signature: await before.requestAirdrop(payer.publicKey, 3 * LAMPORTS_PER_SOL),
      ...(await before.getLatestBlockhash()),
    });
    const mint = await createMint(before, payer, payer.publicKey, null, 4);
    const ata = await getOrCreateAssociatedTokenAccount(before, payer, mint, holder.publicKey);
    await mintTo(before, payer, mint, ata.address, payer, 123_456n);
    const balance = await before.getBalance(payer.publicKey);
    const history = await before.getSignaturesForAddress(payer.publicKey);
    const genesis = await before.getGenesisHash();
    const { blockhash } = await before.getLatestBlockhash();
    const slotBefore = await before.getSlot();
    await first.close();

    const second = await startTestChain({ dataDir });
    try {
      const after = new Connection(second.rpcUrl, { wsEndpoint: second.wsUrl, commitment: 'confirmed' });
      expect(await after.getGenesisHash()).toBe(genesis);
      expect(await after.getSlot()).toBeGreaterThan(slotBefore);
      expect(await after.getBalance(payer.publicKey)).toBe(balance);
      const mintInfo = await getMint(after, mint);
      expect(mintInfo.supply).toBe(123_456n);
      expect(mintInfo.decimals).toBe(4);
      expect((await getAccount(after, ata.address)).amount).toBe(123_456n);

      const restored = await after.getSignaturesForAddress(payer.publicKey);
      const strip = ({ confirmationStatus: _status, ...rest }: (typeof history)[number]) => rest;
      expect(restored.map(strip)).toEqual(history.map(strip));
      expect(history.length).toBeGreaterThanOrEqual(3);
      const lastTx = await after.getTransaction(history[0]?.signature ?? '', {
        maxSupportedTransactionVersion: 0,
      });
      expect(lastTx?.meta?.postTokenBalances?.[0]?.uiTokenAmount.uiAmountString).toBe('12.3456');
      const statuses = await after.getSignatureStatuses(history.map((h) => h.signature));
      expect(statuses.value.every((s) => s?.confirmationStatus === 'finalized')).toBe(true);

      // Indexes are rebuilt from the snapshot, not from scanning at request time.
      const owned = await after.getParsedTokenAccountsByOwner(holder.publicKey, { mint });
      expect(owned.value.map((a) => a.pubkey.toBase58())).toEqual([ata.address.toBase58()]);
      const byMint = await after.getProgramAccounts(TOKEN_PROGRAM_ID, {
        filters: [{ dataSize: 165 }, { memcmp: { offset: 0, bytes: mint.toBase58() } }],
      });
      expect(byMint.map((a) => a.pubkey.toBase58())).toEqual([ata.address.toBase58()]);

      // A blockhash handed out before the restart still lands a transaction after it.
      expect((await after.isBlockhashValid(blockhash)).value).toBe(true);
      const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: holder.publicKey,
          lamports: LAMPORTS_PER_SOL,
        }),
      );
      await sendAndConfirmTransaction(after, tx, [payer]);
      expect(await after.getBalance(holder.publicKey)).toBe(LAMPORTS_PER_SOL);
    } finally {
      await second.close();
    }

    const third = await startTestChain({ dataDir });
    try {
      const again = new Connection(third.rpcUrl, 'confirmed');
      expect(await again.getBalance(holder.publicKey)).toBe(LAMPORTS_PER_SOL);
      expect((await again.getSignaturesForAddress(payer.publicKey)).length).toBe(history.length + 1);
    } finally {
      await third.close();
    }
  });
});
