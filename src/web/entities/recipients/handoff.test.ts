import { describe, expect, it } from 'vitest';
import { readRecipientsHandoff, recipientsHandoff } from './handoff';

const a = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const b = 'So11111111111111111111111111111111111111112';

describe('recipients handed to the Multisender', () => {
  it('reads back what was handed, addresses only', () => {
    const state = recipientsHandoff([a, b], 'Wallet Generator');
    expect(JSON.stringify(state)).not.toMatch(/privateKey|mnemonic/);
    expect(readRecipientsHandoff(state)).toEqual({ addresses: [a, b], from: 'Wallet Generator' });
  });

  it('ignores other state and drops anything that is not an address', () => {
    expect(readRecipientsHandoff(null)).toBeNull();
    expect(readRecipientsHandoff({ other: 1 })).toBeNull();
    expect(readRecipientsHandoff({ recipients: { addresses: ['nope', 7] } })).toBeNull();
    expect(readRecipientsHandoff({ recipients: { addresses: ['nope', a], from: 'x' } })).toEqual({
      addresses: [a],
      from: 'x',
    });
  });
});
