import { extension, getTokenSize, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';

// getTokenSize builds its encoders on every call, which shows in quotes under load: compute each once.
let plainSize: number | undefined;
let immutableOwnerSize: number | undefined;

/**
 * Bytes of a token account of a mint without extensions: 165 for SPL Token and plain Token-2022
 * accounts; a Token-2022 associated account also carries ImmutableOwner (170).
 */
export function tokenAccountSize(tokenProgram: string, associated = true): number {
  if (associated && tokenProgram === TOKEN_2022_PROGRAM_ADDRESS) {
    return (immutableOwnerSize ??= getTokenSize([extension('ImmutableOwner', {})]));
  }
  return (plainSize ??= getTokenSize());
}
