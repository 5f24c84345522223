import { describe, expect, it } from 'vitest';
import { walletMessages } from '@shared/schemas/wallet';
import { importWallet, makeGeneratedWallet } from './make-wallet';

const PHRASE = 'neither lonely flavor argue grass remind eye tag avocado spot unusual intact';

describe('wallet import', () => {
  it('imports the cookbook phrase at its Phantom address, and the exported key back to it', async () => {
    const result = await importWallet('phrase', PHRASE);
    expect(result.ok && result.wallet.address).toBe('5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N');
    if (!result.ok) return;
    const again = await importWallet('privateKey', result.wallet.privateKey);
    expect(again.ok && again.wallet).toMatchObject({ address: result.wallet.address, mnemonic: null });
  });

  it('says what is wrong with a bad phrase or key', async () => {
    expect(await importWallet('phrase', '   ')).toEqual({ ok: false, message: walletMessages.seedRequired });
    expect(await importWallet('phrase', PHRASE.replace('intact', 'intakt'))).toEqual({
      ok: false,
      message: walletMessages.seedUnknownWords(['intakt']),
    });
    expect(await importWallet('phrase', PHRASE.replace('neither', 'lonely'))).toEqual({
      ok: false,
      message: walletMessages.seedInvalid,
    });
    expect(await importWallet('privateKey', 'abc')).toEqual({
      ok: false,
      message: walletMessages.secretKeyInvalid,
    });
  });

  it('generates 12- and 24-word wallets', async () => {
    expect((await makeGeneratedWallet(12)).mnemonic?.split(' ')).toHaveLength(12);
    expect((await makeGeneratedWallet(24)).mnemonic?.split(' ')).toHaveLength(24);
  });
});
