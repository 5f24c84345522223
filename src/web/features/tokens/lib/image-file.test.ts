import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_IMAGE_BYTES, tokenImageMessages } from '@shared/schemas/token-images';
import { imageFileProblem, toBase64, withImage } from './image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (head: number[] | string, size: number) => {
  const bytes = new Uint8Array(size).fill(0x2a);
  bytes.set(typeof head === 'string' ? new TextEncoder().encode(head) : head);
  return bytes;
};

describe('token image file checks', () => {
  it('accepts PNG, JPEG, GIF and WEBP by magic bytes', () => {
    expect(imageFileProblem(file(PNG, 100))).toBeNull();
    expect(imageFileProblem(file([0xff, 0xd8, 0xff], 100))).toBeNull();
    expect(imageFileProblem(file('GIF87a', 100))).toBeNull();
    expect(imageFileProblem(file('RIFF\0\0\0\0WEBP', 100))).toBeNull();
  });

  it('refuses SVG, RIFF that is not WEBP, empty and oversized files', () => {
    expect(imageFileProblem(file('<svg xmlns="http://www.w3.org/2000/svg">', 100))).toBe(
      tokenImageMessages.badType,
    );
    expect(imageFileProblem(file('RIFF\0\0\0\0WAVE', 100))).toBe(tokenImageMessages.badType);
    expect(imageFileProblem(new Uint8Array())).toBe(tokenImageMessages.required);
    expect(imageFileProblem(file(PNG, MAX_TOKEN_IMAGE_BYTES + 1))).toBe(tokenImageMessages.tooLarge);
    expect(imageFileProblem(file(PNG, MAX_TOKEN_IMAGE_BYTES))).toBeNull();
  });

  it('encodes large files to the same base64 as Node', () => {
    const bytes = file(PNG, 100_003);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('puts the uploaded URL into the metadata image, keeping the other fields', () => {
    expect(withImage(null, null)).toBeNull();
    expect(withImage({ website: 'x' }, null)).toEqual({ website: 'x' });
    expect(withImage({ image: 'old', website: 'x' }, 'http://h/a.png')).toEqual({
      image: 'http://h/a.png',
      website: 'x',
    });
  });
});
