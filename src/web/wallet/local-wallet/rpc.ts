import { getBase58Encoder, getBase64Decoder } from '@solana/kit';

/** Minimal JSON-RPC POST to the embedded chain's endpoint (same origin, `/rpc`). */
export async function rpcCall<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

/** `sendTransaction` of a signed wire transaction; returns the signature as bytes (Wallet Standard's form). */
export async function sendWireTransaction(rpcUrl: string, signed: Uint8Array): Promise<Uint8Array> {
  const signature = await rpcCall<string>(rpcUrl, 'sendTransaction', [
    getBase64Decoder().decode(signed),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ]);
  return new Uint8Array(getBase58Encoder().encode(signature));
}
