import { crc32, deflateSync } from 'node:zlib';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 48×48 RGB PNG (a purple-to-green gradient), built byte by byte. */
function gradientPng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression/filter, no interlace
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      row.set(
        [Math.round(153 * (1 - t) + 20 * t), Math.round(69 * (1 - t) + 241 * t), 255 - 100 * t],
        1 + x * 3,
      );
    }
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const naturalWidth = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).naturalWidth);

describe('a launcher gives the token an image file and sees it as the logo', () => {
  const app = useAppAndBrowser();

  it('uploads a PNG in the form, creates the token, and the app serves it as the logo', async () => {
    const png = gradientPng();
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-manager`);
    await connectLocalWallet(page);

    await page.getByLabel('Token Name').fill('Picture Token');
    await page.getByLabel('Token Symbol').fill('PIC');
    await page.getByLabel('Total Supply').fill('5000');
    await page
      .locator('#token-image-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByTestId('token-image-preview');
    await preview.waitFor();
    await expect.poll(() => naturalWidth(preview)).toBe(48);
    await page.getByRole('button', { name: 'Create Token' }).click();
    await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });

    const mint = (await page.getByTestId('created-mint').getAttribute('title')) ?? '';
    const cardLogo = page.getByTestId('created-token').getByTestId('token-logo');
    await cardLogo.waitFor();
    expect(await cardLogo.getAttribute('src')).toBe(`/api/tokens/logo/${mint}`);
    await expect.poll(() => naturalWidth(cardLogo)).toBe(48);

    const row = page.getByTestId('token-row').filter({ hasText: 'Picture Token' });
    const rowLogo = row.getByTestId('token-logo');
    await rowLogo.waitFor();
    await expect.poll(() => naturalWidth(rowLogo)).toBe(48);
    await screenshot(page, 'token-image-created');

    // The same bytes come back from the app, with the content type read from them.
    const served = await page.request.get(`${app.server.url}/api/tokens/logo/${mint}`);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await served.body(), png)).toBe(0);
  });

  it('at 375 px: refuses a file that is not an image before any upload, and creates nothing', async () => {
    const page = await newPage(app.browser, MOBILE);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tokens/images')) uploads.push(request.url());
    });
    await page.goto(`${app.server.url}/token-manager`);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
    await connectLocalWallet(page);
    await page.getByLabel('Token Name').fill('Fake Picture');
    // Named and typed as a PNG, but the bytes are text: the check reads the bytes.
    await page.locator('#token-image-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    const error = toast(page, 'Image Not Uploaded');
    await error.waitFor();
    expect(await error.textContent()).toContain('Image must be a PNG, JPEG, GIF or WEBP file');
    expect(await page.getByTestId('token-image-preview').count()).toBe(0);
    expect(await page.locator('#token-image-file').inputValue()).toBe('');
    expect(uploads).toEqual([]);
    await page.getByText('No tokens yet').waitFor();
    await screenshot(page, 'token-image-refused-mobile');
    const list = await page.request.get(`${app.server.url}/api/tokens/list`);
    expect(await list.json()).toEqual({ tokens: [] });
  });
});
