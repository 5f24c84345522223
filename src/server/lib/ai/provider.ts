import type { ZodType } from 'zod';
import { AppError } from '../errors';

/** Where a model answer comes from: an OpenAI-compatible chat-completions endpoint. */
export interface ModelConfig {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
  readonly timeoutMs: number;
  /** Where a refused request's bounded summary goes (the request's logger); never shown to the user. */
  readonly log?: (details: Record<string, unknown>, message: string) => void;
}

export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const AI_TIMEOUT_MS = 30_000;

export const aiUnavailable = (detail: string) =>
  new AppError(502, 'ai_unavailable', `The text model did not answer usefully: ${detail}`);

interface EnvLike {
  readonly AI_BASE_URL?: string;
  readonly AI_API_KEY?: string;
  readonly AI_MODEL?: string;
  readonly AI_TIMEOUT_MS?: number;
}

const sameEndpoint = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Whether a wallet's own OpenAI key may be used: only when the requests go to OpenAI itself. An endpoint
 * the operator set (a proxy, another provider) gets the operator's AI_API_KEY, never a user's key.
 */
export const acceptsWalletKey = (env: EnvLike): boolean =>
  !env.AI_BASE_URL || sameEndpoint(env.AI_BASE_URL, OPENAI_BASE_URL);

/**
 * The model for one request: a wallet's own OpenAI key (from the key vault) wins over the environment's
 * where it may be used (see `acceptsWalletKey`), and always goes to OpenAI's URL; without a key or an
 * endpoint there is no model and the composer writes the answer.
 */
export function resolveModel(env: EnvLike, walletKey?: string | null): ModelConfig | null {
  const timeoutMs = env.AI_TIMEOUT_MS ?? AI_TIMEOUT_MS;
  if (walletKey && acceptsWalletKey(env)) {
    return {
      baseUrl: OPENAI_BASE_URL,
      apiKey: walletKey,
      model: env.AI_MODEL ?? DEFAULT_OPENAI_MODEL,
      timeoutMs,
    };
  }
  if (!env.AI_BASE_URL && !env.AI_API_KEY) return null;
  return {
    baseUrl: env.AI_BASE_URL ?? OPENAI_BASE_URL,
    apiKey: env.AI_API_KEY ?? '',
    model: env.AI_MODEL ?? DEFAULT_OPENAI_MODEL,
    timeoutMs,
  };
}

/** What an HTTP status from the provider means to the user; the provider's own body is not shown. */
function refusal(status: number): string {
  if (status === 401 || status === 403) return 'the provider refused the API key';
  if (status === 429) return 'the provider is limiting requests or the key is out of credit; try again later';
  if (status >= 500) return 'the provider had an error; try again later';
  return 'the provider refused the request';
}

/** At most 300 characters of an upstream body on one line, for the log. */
const summarize = (text: string) => text.replace(/\s+/g, ' ').slice(0, 300);

async function post(config: ModelConfig, body: object, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, ...body }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw aiUnavailable(`no answer within ${config.timeoutMs / 1000} s`);
    throw aiUnavailable((error as Error).message);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    config.log?.({ status: res.status, body: summarize(text) }, 'text model refused the request');
    throw aiUnavailable(`HTTP ${res.status} (${refusal(res.status)})`);
  }
  return res;
}

function contentOf(body: unknown): string {
  const choices = (body as { choices?: Array<{ message?: { content?: unknown } }> }).choices;
  const content = choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw aiUnavailable('the answer had no message content');
  return content;
}

/** Models often wrap JSON in a ```json fence; the object inside is what counts. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  return JSON.parse((fenced?.[1] ?? text).trim());
}

/** One chat completion as text (no streaming). */
export async function chatText(config: ModelConfig, messages: ChatMessage[]): Promise<string> {
  const res = await post(config, { messages, temperature: 0.7 });
  return contentOf(await res.json().catch(() => ({})));
}

/**
 * A JSON answer checked with `schema`; an answer that is not JSON or does not match gets one retry with
 * the problem named, then a clear error.
 */
export async function chatJson<T>(
  config: ModelConfig,
  messages: ChatMessage[],
  schema: ZodType<T>,
): Promise<T> {
  const conversation = [...messages];
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await post(config, {
      messages: conversation,
      temperature: 0.7,
      response_format: { type: 'json_object' },
    });
    const content = contentOf(await res.json().catch(() => ({})));
    try {
      const parsed = schema.safeParse(extractJson(content));
      if (parsed.success) return parsed.data;
      problem = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`)
        .join('; ');
    } catch {
      problem = 'the answer was not valid JSON';
    }
    conversation.push(
      { role: 'assistant', content },
      { role: 'user', content: `That answer was rejected (${problem}). Reply with the JSON object only.` },
    );
  }
  throw aiUnavailable(`invalid JSON twice (${problem})`);
}

/**
 * Streams a completion, calling `onToken` with each piece (server-sent events, as OpenAI sends them);
 * returns the whole text.
 */
export async function chatStream(
  config: ModelConfig,
  messages: ChatMessage[],
  onToken: (piece: string) => void | Promise<void>,
): Promise<string> {
  const res = await post(config, { messages, temperature: 0.7, stream: true });
  if (!res.body) throw aiUnavailable('the stream had no body');
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.replace(/^data:\s*/, '').trim();
      if (!line.startsWith('data:') || data === '' || data === '[DONE]') continue;
      const piece = deltaOf(data);
      if (piece) {
        text += piece;
        await onToken(piece);
      }
    }
  }
  return text;
}

function deltaOf(data: string): string {
  try {
    const body = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    const content = body.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}
