import { decodeBase58, encodeBase58 } from './base58';

const MAX_ENTRIES = 500_000;

/**
 * Two-way cache between 32-byte keys and their base58 text. Addresses repeat constantly
 * (programs, payers, mints), and base58 is the dominant cost of handling a transfer otherwise.
 */
export class AddressBook {
  private readonly byKey = new Map<string, string>();
  private readonly byText = new Map<string, Uint8Array>();

  toText(bytes: Uint8Array): string {
    const key = Buffer.from(bytes.buffer, bytes.byteOffset, 32).toString('latin1');
    let text = this.byKey.get(key);
    if (text === undefined) {
      text = encodeBase58(bytes.length === 32 ? bytes : bytes.subarray(0, 32));
      this.remember(key, text, bytes.slice(0, 32));
    }
    return text;
  }

  /** Returns null when the text is not a 32-byte base58 key. */
  toBytes(text: string): Uint8Array | null {
    const cached = this.byText.get(text);
    if (cached) return cached;
    if (text.length < 32 || text.length > 44) return null;
    const bytes = decodeBase58(text);
    if (!bytes || bytes.length !== 32) return null;
    this.remember(Buffer.from(bytes).toString('latin1'), text, bytes);
    return bytes;
  }

  private remember(key: string, text: string, bytes: Uint8Array): void {
    if (this.byKey.size >= MAX_ENTRIES) {
      this.byKey.clear();
      this.byText.clear();
    }
    this.byKey.set(key, text);
    this.byText.set(text, bytes);
  }
}
