import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { tokenAccountSize } from './token-account';

describe('token account sizes', () => {
  it('is 165 bytes for SPL Token and 170 for a Token-2022 associated account', () => {
    expect(tokenAccountSize(TOKEN_PROGRAM_ADDRESS)).toBe(165);
    expect(tokenAccountSize(TOKEN_2022_PROGRAM_ADDRESS)).toBe(170);
    expect(tokenAccountSize(TOKEN_2022_PROGRAM_ADDRESS, false)).toBe(165);
  });
});
