import {
  IDEA_INDUSTRIES,
  IDEA_THEMES,
  MARKET_CAP_LABELS,
  MARKET_CAPS,
  ideasRequestSchema,
  type MarketCap,
} from '../ai-ideas';
import { acceptSpecShape } from './accept';

/**
 * Spec part 1 §3: the client sends `{prompt}`, "text built from industry, theme, target audience, market-cap
 * range and context" (its wording is not shown). Labelled parts ("Industry: DeFi", "Theme: …", "Target
 * audience: …", "Market cap: small", "Context: …", on lines or in one sentence) become the app's fields, so
 * such a prompt gives the ideas of the same form. Without labels, an industry and a theme named anywhere in
 * the text are taken and the whole prompt is the context. Neither named: the spec's 'Industry is required'.
 */
const LABEL = /\b(industry|theme|target audience|audience|market[ -]?cap(?:\s+range)?|context)\s*:\s*/gi;

type Field = 'industry' | 'theme' | 'targetAudience' | 'marketCap' | 'context';
const fieldOf = (label: string): Field => {
  const l = label.toLowerCase();
  if (l.includes('audience')) return 'targetAudience';
  if (l.startsWith('market')) return 'marketCap';
  return l as Field;
};

function labelled(prompt: string): Partial<Record<Field, string>> {
  const found = [...prompt.matchAll(LABEL)];
  const fields: Partial<Record<Field, string>> = {};
  found.forEach((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = found[i + 1]?.index ?? prompt.length;
    const field = fieldOf(m[1] ?? '');
    // Separators between parts ("…, Theme:") belong to no field; the context keeps its own punctuation.
    const raw = prompt.slice(start, end).trim();
    fields[field] = field === 'context' ? raw : raw.replace(/[\s,;.]+$/, '');
  });
  return fields;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ & /g, ' (?:&|and) ');
/** A listed value named in `text`: its full name, else its first word ("NFT", "AI", "Real World"). */
function named<T extends string>(values: readonly T[], text: string): T | undefined {
  const exact = values.find((v) => v.toLowerCase() === text.trim().toLowerCase());
  if (exact) return exact;
  return values.find((value) => {
    const head = value.split(/ & | (?=Assets|Economy)/)[0] ?? value;
    const words = [value, head, head.replace(/s$/, '')].map(escape);
    return new RegExp(`\\b(?:${words.join('|')})\\b`, 'i').test(text);
  });
}

const range = (c: MarketCap) => MARKET_CAP_LABELS[c].match(/\((.*)\)/)?.[1] ?? c;
/** In a labelled part any cap's name counts; in free text only "small cap", "small market cap" or a range. */
function marketCapOf(text: string, labelled: boolean): MarketCap | undefined {
  const suffix = labelled ? '' : '[- ]?(?:market[- ]?)?cap';
  return MARKET_CAPS.find(
    (c) => new RegExp(`\\b${c}${suffix}\\b`, 'i').test(text) || text.includes(range(c)),
  );
}

function fromPrompt(body: Record<string, unknown>): Record<string, unknown> | null {
  const prompt = body.prompt;
  if (typeof prompt !== 'string' || body.industry !== undefined || body.theme !== undefined) return null;
  const rest = { ...body };
  delete rest.prompt;
  const parts = labelled(prompt);
  const hasLabels = Object.keys(parts).length > 0;
  const marketCap =
    parts.marketCap !== undefined ? marketCapOf(parts.marketCap, true) : marketCapOf(prompt, false);
  return {
    ...rest,
    industry: named(IDEA_INDUSTRIES, parts.industry ?? prompt),
    theme: named(IDEA_THEMES, parts.theme ?? prompt),
    ...(parts.targetAudience !== undefined && { targetAudience: parts.targetAudience }),
    ...(marketCap && { marketCap }),
    context: hasLabels ? (parts.context ?? '') : prompt.trim().slice(0, 1000),
  };
}

/** POST /api/ai/ideas: the app's fields, or the spec's `{prompt}`. */
export const ideasBodySchema = acceptSpecShape(ideasRequestSchema, fromPrompt);
