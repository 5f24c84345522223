import { randomUUID } from 'node:crypto';
import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import type { GeneratedWallet, WalletBalance, WalletGenerateRequest } from '@shared/schemas/wallet';
import { lamportsToSol } from '@shared/solana/amounts';
import { generateSolanaWallet } from '@shared/solana/hd-wallet';
import type { AppContext } from '../../context';

/** Same shared code as the browser page; the server keeps nothing (no row, no log of the secret). */
export async function generateWallet(req: WalletGenerateRequest): Promise<GeneratedWallet> {
  const wallet = await generateSolanaWallet(req.words);
  return {
    id: randomUUID(),
    address: wallet.address,
    privateKey: wallet.secretKey,
    mnemonic: wallet.mnemonic,
    derivationPath: wallet.path,
  };
}

/** SOL balances in one getMultipleAccounts call (absent accounts hold 0). */
export async function walletBalances(
  ctx: AppContext,
  addresses: string[],
  rpc: Rpc<SolanaRpcApi> = ctx.chain.rpc,
): Promise<WalletBalance[]> {
  const { value } = await rpc
    .getMultipleAccounts(addresses as Address[], {
      encoding: 'base64',
      dataSlice: { offset: 0, length: 0 },
      commitment: 'confirmed',
    })
    .send();
  return addresses.map((address, i) => {
    const lamports = value[i]?.lamports ?? 0n;
    return { address, lamports: lamports.toString(), sol: lamportsToSol(lamports) };
  });
}
export { walletHoldings } from './holdings';
