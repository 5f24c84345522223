import { describe, expect, it } from 'vitest';
import { rehearsalMessages, type Rehearsal } from '@shared/schemas/launch-rehearsal';
import { ApiWallet } from './helpers/api-wallet';
import { spawnServer } from './helpers/child-server';
import { freePort, tempDataDir } from './helpers/server';

const tokenData = {
  tokenName: 'Cut Short',
  tokenSymbol: 'CUT',
  description: 'A rehearsal the server was killed in the middle of',
  socialLinks: { twitter: '', telegram: '', website: '' },
  initialLiquidity: '1',
  bondingCurve: 'standard',
};

/**
 * A rehearsal's generated wallets live in the process running it. Killed mid-run, it used to read
 * "running" forever, and the one-unfinished-rehearsal rule then refused every new one for that wallet.
 */
describe('a rehearsal the server was killed in the middle of', () => {
  it('reads stopped after the restart, at the step it reached, and the wallet can start a new one', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    let server = await spawnServer({ dataDir, port });
    try {
      const alice = await ApiWallet.create(server.url, 1);
      const started = await alice.call('POST', '/api/launchpad/rehearsals', {
        tokenData,
        preset: 'slow-with-sells',
        paceMs: 2000,
      });
      expect(started.status).toBe(200);
      const id = String(started.json.id);
      let seen: Rehearsal | undefined;
      for (let i = 0; i < 300 && !(seen?.status === 'running' && seen.step >= 1); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = (await alice.call('GET', `/api/launchpad/rehearsals/${id}`)).json as unknown as Rehearsal;
      }
      expect(seen?.status).toBe('running');
      await server.kill();
      server = await spawnServer({ dataDir, port });
      const after = (await alice.call('GET', `/api/launchpad/rehearsals/${id}`)).json as unknown as Rehearsal;
      expect(after.status).toBe('failed');
      expect(after.error).toBe(rehearsalMessages.interrupted);
      expect(after.step).toBeGreaterThanOrEqual(seen?.step ?? 1);
      const again = await alice.call('POST', '/api/launchpad/rehearsals', { tokenData, preset: 'fast-sell-out' });
      expect(again.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
