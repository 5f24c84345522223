import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecurityRefusal, secureApiRequest } from './api-client';
import { publishSecurityVerdict } from './security';
import { OPERATION_KIND } from '@shared/operation-kinds';

function stubFetch() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return Response.json({ ok: true });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client gates sensitive operations itself', () => {
  it('refuses every sensitive call in an insecure environment before sending it', async () => {
    const calls = stubFetch();
    publishSecurityVerdict(false);
    const refused = secureApiRequest(
      'POST',
      '/api/gate-a',
      { name: 'Moon', symbol: 'M' },
      { kind: OPERATION_KIND.tokenCreate },
    );
    await expect(refused).rejects.toBeInstanceOf(SecurityRefusal);
    await expect(refused).rejects.toMatchObject({
      title: 'Security Required',
      description: 'This operation requires a secure environment.',
    });
    await expect(secureApiRequest('POST', '/api/gate-a', {})).resolves.toBeInstanceOf(Response);
    expect(calls).toEqual(['/api/gate-a']);
  });

  it('checks required fields (as the body names them or as given) and script-like text', async () => {
    const calls = stubFetch();
    publishSecurityVerdict(true);
    const swap = { inputMint: 'SOL', outputMint: 'USDC', amount: '1' };
    await expect(
      secureApiRequest('POST', '/api/gate-b', swap, { kind: OPERATION_KIND.dexSwap }),
    ).rejects.toMatchObject({
      description: 'This operation requires a secure environment.',
    });
    const checked = { ...swap, fromToken: swap.inputMint, toToken: swap.outputMint };
    await expect(
      secureApiRequest('POST', '/api/gate-b', swap, { kind: OPERATION_KIND.dexSwap, checked }),
    ).resolves.toBeInstanceOf(Response);
    const hostile = { name: 'Moon', symbol: 'M', description: '<script>' };
    await expect(
      secureApiRequest('POST', '/api/gate-b', hostile, { kind: OPERATION_KIND.tokenCreate }),
    ).rejects.toMatchObject({ title: 'Security Required', description: 'Invalid transaction data detected' });
    expect(calls).toEqual(['/api/gate-b']);
  });
});
