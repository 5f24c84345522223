import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchRemoteImage } from './remote-image';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('remote token images', () => {
  it('never fetches from the server’s own network, even a real image', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await fetchRemoteImage(new URL(`http://127.0.0.1:${port}/logo.png`))).toBeNull();
      expect(await fetchRemoteImage(new URL(`http://localhost:${port}/logo.png`))).toBeNull();
      expect(await fetchRemoteImage(new URL(`http://[::ffff:127.0.0.1]:${port}/logo.png`))).toBeNull();
      expect(await fetchRemoteImage(new URL('file:///etc/passwd'))).toBeNull();
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });
});
