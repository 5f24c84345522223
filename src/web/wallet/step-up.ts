import { getBase58Decoder, getUtf8Encoder } from '@solana/kit';
import type { StepUpIntent, StepUpProof } from '@shared/schemas/auth';
import { toast } from '@web/lib/toast';
import { callEndpoint } from '@web/lib/api-endpoint';
import { authContracts } from '@web/lib/first-load-contracts';

/**
 * A fresh signature for one sensitive action (reveal or delete a stored key, change the read RPC): the
 * server's challenge naming it, shown to the user, then signed with the connected wallet's signMessage.
 * The proof goes in the action's body as `stepUp`.
 */
export async function confirmWithWallet(
  intent: StepUpIntent,
  signMessage: (message: Uint8Array) => Promise<Uint8Array>,
): Promise<StepUpProof> {
  // The messages' module holds the auth schemas: loaded with the contract (see first-load-contracts).
  const [{ requestStepUp }, { stepUpMessages }] = await Promise.all([
    authContracts(),
    import('@shared/schemas/auth'),
  ]);
  const challenge = await callEndpoint(requestStepUp, { body: intent });
  toast({ title: stepUpMessages.signingTitle, description: `Signing: ${challenge.statement}` });
  const signature = await signMessage(new Uint8Array(getUtf8Encoder().encode(challenge.message)));
  return { nonce: challenge.nonce, signature: getBase58Decoder().decode(signature) };
}
