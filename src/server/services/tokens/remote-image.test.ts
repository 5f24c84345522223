import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteImage, isPublicAddress } from './remote-image';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('remote token images', () => {
  let server: Server;
  let port = 0;
  let requests = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never fetches from the server’s own network, even a real image', async () => {
    requests = 0;
    expect(await fetchRemoteImage(new URL(`http://127.0.0.1:${port}/logo.png`))).toBeNull();
    expect(await fetchRemoteImage(new URL(`http://localhost:${port}/logo.png`))).toBeNull();
    expect(await fetchRemoteImage(new URL(`http://[::ffff:127.0.0.1]:${port}/logo.png`))).toBeNull();
    expect(await fetchRemoteImage(new URL('file:///etc/passwd'))).toBeNull();
    expect(requests).toBe(0);
  });

  it('a name that resolves to a public address when checked and to loopback later never reaches loopback', async () => {
    requests = 0;
    const answers = [
      { address: '2606:4700:4700::1111', family: 6 },
      { address: '127.0.0.1', family: 4 },
    ];
    let lookups = 0;
    const rebinding = async () => [answers[Math.min(lookups++, 1)] ?? { address: '127.0.0.1', family: 4 }];
    // The public address is not reachable from here: the fetch fails, and must not try loopback instead.
    const image = await fetchRemoteImage(new URL(`http://localhost:${port}/logo.png`), {
      resolve: rebinding,
      timeoutMs: 1_000,
    });
    expect(image).toBeNull();
    expect(requests).toBe(0);
  });

  it('connects to the very address that was checked, not to a later answer', async () => {
    requests = 0;
    const answers = ['127.0.0.1', '192.0.2.1'];
    let lookups = 0;
    const image = await fetchRemoteImage(new URL(`http://logo.example:${port}/logo.png`), {
      resolve: async () => [{ address: answers[Math.min(lookups++, 1)] ?? '', family: 4 }],
      // Loopback allowed for this one test, to see where the connection goes.
      isAllowed: () => true,
    });
    expect(image?.contentType).toBe('image/png');
    expect(requests).toBe(1);
    expect(lookups).toBe(1);
  });

  it('refuses every non-public range, IPv4-mapped IPv6 included, and accepts public unicast', () => {
    const refused = [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.254',
      '198.51.100.1',
      '203.0.113.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '64:ff9b::8.8.8.8',
      '2002:7f00:1::1',
      '2001::1',
      '2001:db8::1',
      'not an address',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
