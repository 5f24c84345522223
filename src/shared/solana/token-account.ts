import { extension, getTokenSize, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';

/**
 * Bytes of a token account of a mint without extensions: 165 for SPL Token and plain Token-2022
 * accounts; a Token-2022 associated account also carries ImmutableOwner (170).
 */
export function tokenAccountSize(tokenProgram: string, associated = true): number {
  return associated && tokenProgram === TOKEN_2022_PROGRAM_ADDRESS
    ? getTokenSize([extension('ImmutableOwner', {})])
    : getTokenSize();
}
