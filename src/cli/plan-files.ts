import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyPairSigner } from '@solana/kit';
import { parseRecipientsCsv } from '@shared/launch-plans/recipients-csv';
import { sniffImageType } from '@shared/schemas/token-images';
import { readKeypairFile } from './key-client';

type Step = Record<string, unknown> & { id: string; kind: string };

/** A new solana-keygen file (32 secret bytes, then the 32 public ones); written before anything is funded. */
function newKeygenFile(file: string): void {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const secret = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  writeFileSync(file, JSON.stringify([...secret, ...pub]), { mode: 0o600 });
}

function logoDataUrl(file: string): { dataUrl: string } {
  const bytes = readFileSync(file);
  const type = sniffImageType(bytes);
  if (!type) throw new Error(`${file} is not a PNG, JPEG, GIF or WebP image`);
  return { dataUrl: `data:${type};base64,${bytes.toString('base64')}` };
}

/**
 * The plan as the server takes it: files named next to the plan read in (recipients CSV, logo), and for
 * each curve-buys step its buyer wallets, one solana-keygen file per buyer in `<state>/buyers/` (kept
 * there, reused on resume: the keys hold what the buyers bought).
 */
export async function preparePlan(
  plan: { steps: Step[] } & Record<string, unknown>,
  planDir: string,
  stateDir: string,
): Promise<{ plan: Record<string, unknown>; buyers: KeyPairSigner[] }> {
  const buyersDir = path.join(stateDir, 'buyers');
  const buyers: KeyPairSigner[] = [];
  const steps: Step[] = [];
  for (const step of plan.steps) {
    const s = { ...step };
    const logo = s.logo as { file?: string } | undefined;
    if (logo?.file) s.logo = logoDataUrl(path.resolve(planDir, logo.file));
    const recipients = s.recipients as { file?: string } | undefined;
    if (s.kind === 'distribute' && recipients?.file)
      s.recipients = parseRecipientsCsv(readFileSync(path.resolve(planDir, recipients.file), 'utf8'));
    if (s.kind === 'curve-buys' && Array.isArray(s.buys)) {
      mkdirSync(buyersDir, { recursive: true });
      const wallets: string[] = [];
      for (let i = 0; i < s.buys.length; i++) {
        const file = path.join(buyersDir, `${s.id}-${i + 1}.json`);
        if (!existsSync(file)) newKeygenFile(file);
        const signer = await readKeypairFile(file);
        buyers.push(signer);
        wallets.push(signer.address);
      }
      s.wallets = wallets;
    }
    steps.push(s);
  }
  return { plan: { ...plan, steps }, buyers };
}
