import { generateKeyPairSigner, getBase58Decoder, signBytes, type KeyPairSigner } from '@solana/kit';
import { signInWithKey, signWithKey } from '../../../src/cli/key-client';

/** A wallet that talks to the API like the browser does: SIWS sign-in, cookie, signs planned transactions. */
export class ApiWallet {
  cookie = '';
  private constructor(
    readonly baseUrl: string,
    readonly signer: KeyPairSigner,
  ) {}

  /** `signer`: a given key (e.g. the one a browser's Local Wallet is seeded with); else a new one. */
  static async create(baseUrl: string, fundSol = 10, signer?: KeyPairSigner): Promise<ApiWallet> {
    const wallet = new ApiWallet(baseUrl, signer ?? (await generateKeyPairSigner()));
    if (fundSol > 0) await wallet.airdrop(fundSol);
    await wallet.signIn();
    return wallet;
  }

  /** The same key signed in to another server (e.g. an app instance pointed at this cluster). */
  async on(baseUrl: string): Promise<ApiWallet> {
    const wallet = new ApiWallet(baseUrl, this.signer);
    await wallet.signIn();
    return wallet;
  }

  get address(): string {
    return this.signer.address;
  }

  async rpc<T>(method: string, params: unknown[]): Promise<T> {
    const res = await fetch(`${this.baseUrl}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result as T;
  }

  /** The wallet's balance of `mint` in base units, over all its token accounts, read from the chain. */
  async tokenBalance(mint: string): Promise<bigint> {
    const res = await this.rpc<{
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
    }>('getTokenAccountsByOwner', [this.address, { mint }, { encoding: 'jsonParsed' }]);
    return res.value.reduce((s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
  }

  async airdrop(sol: number): Promise<void> {
    const signature = await this.rpc<string>('requestAirdrop', [this.address, sol * 1e9]);
    for (let i = 0; i < 50; i++) {
      const { value } = await this.rpc<{ value: Array<{ confirmationStatus?: string } | null> }>(
        'getSignatureStatuses',
        [[signature]],
      );
      if (value[0]?.confirmationStatus) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('airdrop did not confirm');
  }

  /** Like the web client, a POST/PUT/PATCH without a body sends `{}` (the server refuses non-JSON writes). */
  async call(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const sent = body === undefined && ['POST', 'PUT', 'PATCH'].includes(method) ? {} : body;
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { ...(sent === undefined ? {} : { 'content-type': 'application/json' }), cookie: this.cookie },
      body: sent === undefined ? undefined : JSON.stringify(sent),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** SIWS sign-in with this key, as the CLI does it. */
  async signIn(): Promise<void> {
    await signInWithKey(this, this.signer);
  }

  /** A fresh step-up: the server's challenge for `action` on `target`, signed by this wallet. */
  async stepUp(action: string, target: string): Promise<{ nonce: string; signature: string }> {
    const challenge = await this.call('POST', '/api/auth/step-up', { action, target });
    if (challenge.status !== 200) throw new Error(`step-up refused: ${JSON.stringify(challenge.json)}`);
    const message = new TextEncoder().encode(String(challenge.json.message));
    const signature = await signBytes(this.signer.keyPair.privateKey, message);
    return { nonce: String(challenge.json.nonce), signature: getBase58Decoder().decode(signature) };
  }

  /** Adds this wallet's signature to each planned base64 transaction, keeping the others. */
  sign(transactions: string[]): Promise<string[]> {
    return signWithKey(this.signer, transactions);
  }

  /** plan → sign → submit → wait until the operation is final. */
  async runOperation(planUrl: string, body: unknown) {
    const plan = await this.call('POST', planUrl, body);
    if (plan.status !== 200) return { plan, op: null };
    const signed = await this.sign(plan.json.transactions as string[]);
    let op = await this.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
      transactions: signed,
    });
    for (let i = 0; i < 100 && !['confirmed', 'failed', 'expired'].includes(String(op.json.status)); i++) {
      await new Promise((r) => setTimeout(r, 100));
      op = await this.call('GET', `/api/operations/${String(plan.json.operationId)}`);
    }
    return { plan, op };
  }
}
