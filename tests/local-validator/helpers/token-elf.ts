import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Connection, PublicKey } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { startTestChain } from './test-chain';
import type { TestChain } from './test-chain';

export const UPGRADEABLE_LOADER = new PublicKey('BPFLoaderUpgradeab1e11111111111111111111111');
/** UpgradeableLoaderState::ProgramData: tag u32, slot u64, Option<Pubkey> (Some). */
export const PROGRAM_DATA_HEADER = 45;

export function connect(chain: TestChain): Connection {
  return new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: chain.commitment });
}

export function programDataOf(program: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([program.toBuffer()], UPGRADEABLE_LOADER)[0];
}

/**
 * The SPL Token ELF a chain already runs, read over RPC as any client would (the program account names
 * its program-data account, whose bytes after the header are the ELF), written to `dir/token-copy.so`.
 */
export async function writeTokenElf(dir: string): Promise<string> {
  const source = await startTestChain();
  try {
    const connection = connect(source);
    const program = await connection.getAccountInfo(TOKEN_PROGRAM_ID);
    if (!program?.owner.equals(UPGRADEABLE_LOADER))
      throw new Error('SPL Token is not an upgradeable program');
    const data = await connection.getAccountInfo(new PublicKey(program.data.subarray(4, 36)));
    const elf = data?.data.subarray(PROGRAM_DATA_HEADER);
    if (elf?.subarray(0, 4).toString('latin1') !== '\x7fELF') throw new Error('program data holds no ELF');
    const path = join(dir, 'token-copy.so');
    await writeFile(path, elf);
    return path;
  } finally {
    await source.close();
  }
}
