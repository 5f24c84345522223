import { describe, expect, it } from 'vitest';
import { decryptExport, encryptExport, EXPORT_FORMAT, PBKDF2_ITERATIONS, plainExport } from './export-file';
import type { LocalWallet } from './wallet-types';

const wallet: LocalWallet = {
  id: '1',
  name: 'Wallet 1',
  address: '5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N',
  privateKey: 'secret-key-base58',
  mnemonic: 'neither lonely flavor argue grass remind eye tag avocado spot unusual intact',
  derivationPath: "m/44'/501'/0'/0'",
  source: 'generated',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('wallet export', () => {
  it('plain export carries keys and phrases', () => {
    const data = plainExport([wallet], new Date('2026-02-02T00:00:00Z'));
    expect(data.format).toBe(EXPORT_FORMAT);
    expect(data.wallets[0]).toMatchObject({ address: wallet.address, mnemonic: wallet.mnemonic });
  });

  it('encrypts with PBKDF2-SHA256 (≥210k) + AES-GCM and decrypts with the same password only', async () => {
    const data = plainExport([wallet]);
    const sealed = await encryptExport(data, 'correct horse battery');
    expect(sealed.kdf.iterations).toBeGreaterThanOrEqual(PBKDF2_ITERATIONS);
    expect(sealed.cipher.name).toBe('AES-GCM');
    expect(JSON.stringify(sealed)).not.toContain(wallet.privateKey);
    expect(JSON.stringify(sealed)).not.toContain('neither');
    expect(await decryptExport(sealed, 'correct horse battery')).toEqual(data);
    await expect(decryptExport(sealed, 'wrong password')).rejects.toThrow();
  });

  it('uses a fresh salt and IV each time', async () => {
    const data = plainExport([wallet]);
    const a = await encryptExport(data, 'pw-12345678', 1000);
    const b = await encryptExport(data, 'pw-12345678', 1000);
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });
});
