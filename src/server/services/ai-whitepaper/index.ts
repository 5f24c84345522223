import { and, desc, eq } from 'drizzle-orm';
import {
  LOCKED_SECTIONS,
  SECTION_IDS,
  SECTION_TITLES,
  sectionAnswerSchema,
  whitepaperMessages,
  type SectionId,
  type Whitepaper,
  type WhitepaperRequest,
  type WhitepaperSection,
} from '@shared/schemas/ai-whitepaper';
import type { AppContext } from '../../context';
import { aiWhitepapers } from '../../db/schema';
import { authorship, chatJson, Composer, systemPrompt, type ModelConfig } from '../../lib/ai';
import { conflict, notFound } from '../../lib/errors';
import { SECTION_WRITERS } from './compose';
import { tokenFacts, type TokenFacts } from './facts';

export { whitepaperPdf } from './pdf';

/** Papers being written in this process, by id; a `generating` row not here was interrupted. */
const running = new Map<string, string>();
/** While sections are still being written the bar stops short of 100 (spec part 2 §9: cap 90 %). */
const PROGRESS_CAP = 90;

/** The locked sections plus the chosen ones, in the spec's order. */
export const sectionsFor = (input: WhitepaperRequest): SectionId[] =>
  SECTION_IDS.filter((id) => LOCKED_SECTIONS.includes(id) || input.includeSections.includes(id));

async function writeSection(
  id: SectionId,
  input: WhitepaperRequest,
  facts: TokenFacts | null,
  model: ModelConfig | null,
): Promise<WhitepaperSection> {
  const title = SECTION_TITLES[id];
  const composed = SECTION_WRITERS[id](input, facts, Composer.for({ input, facts, id }));
  if (!model) return { id, title, content: composed };
  const { content } = await chatJson(
    model,
    [
      {
        role: 'system',
        content: systemPrompt(
          `Write the "${title}" section of a token whitepaper in Markdown, without its heading. ` +
            'Answer {"content": "markdown"}.',
        ),
      },
      { role: 'user', content: JSON.stringify({ ...input, backend: undefined, facts }) },
    ],
    sectionAnswerSchema,
  );
  // The numbers table is always the platform's own, whatever the model wrote around it.
  return { id, title, content: id === 'tokenomics' ? `${content.trim()}\n\n${composed}` : content };
}

async function generate(
  ctx: AppContext,
  id: string,
  input: WhitepaperRequest,
  facts: TokenFacts | null,
  model: ModelConfig | null,
) {
  const db = ctx.database.db;
  const ids = sectionsFor(input);
  const sections: WhitepaperSection[] = [];
  try {
    for (const sectionId of ids) {
      sections.push(await writeSection(sectionId, input, facts, model));
      const progress = Math.round((sections.length / ids.length) * PROGRESS_CAP);
      await db.update(aiWhitepapers).set({ sections, progress }).where(eq(aiWhitepapers.id, id));
    }
    await db
      .update(aiWhitepapers)
      .set({ status: 'completed', progress: 100 })
      .where(eq(aiWhitepapers.id, id));
  } catch (error) {
    ctx.logger.warn({ err: error }, 'whitepaper generation failed');
    const message =
      error instanceof Error && 'statusCode' in error ? error.message : whitepaperMessages.failedDefault;
    await db.update(aiWhitepapers).set({ status: 'failed', error: message }).where(eq(aiWhitepapers.id, id));
  } finally {
    running.delete(id);
  }
}

/** Stores the paper as `generating` and writes it section by section after answering. */
export async function startWhitepaper(
  ctx: AppContext,
  wallet: string,
  input: WhitepaperRequest,
  model: ModelConfig | null,
): Promise<Whitepaper> {
  if ([...running.values()].includes(wallet))
    throw conflict('whitepaper_running', 'A whitepaper is already being written; wait for it to finish');
  const facts = input.mint ? await tokenFacts(ctx, wallet, input.mint) : null;
  const meta = authorship(model);
  const [row] = await ctx.database.db
    .insert(aiWhitepapers)
    .values({
      wallet,
      projectName: input.projectName,
      tokenSymbol: input.tokenSymbol,
      input: { ...input, backend: undefined },
      sections: [],
      status: 'generating',
      progress: 0,
      backend: meta.backend,
    })
    .returning();
  if (!row) throw new Error('whitepaper insert returned no row');
  running.set(row.id, wallet);
  void generate(ctx, row.id, input, facts, model);
  return toPaper(row);
}

type Row = typeof aiWhitepapers.$inferSelect;
function toPaper(row: Row): Whitepaper {
  const interrupted = row.status === 'generating' && !running.has(row.id);
  return {
    id: row.id,
    projectName: row.projectName,
    tokenSymbol: row.tokenSymbol,
    sections: row.sections,
    status: interrupted ? 'failed' : (row.status as Whitepaper['status']),
    progress: row.progress,
    error: interrupted ? 'Interrupted by a server restart' : row.error,
    meta: { ...authorship(null), backend: row.backend, generatedAt: row.createdAt.toISOString() },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getWhitepaper(ctx: AppContext, wallet: string, id: string): Promise<Whitepaper> {
  const [row] = await ctx.database.db
    .select()
    .from(aiWhitepapers)
    .where(and(eq(aiWhitepapers.id, id), eq(aiWhitepapers.wallet, wallet)))
    .limit(1);
  if (!row) throw notFound(whitepaperMessages.notFound);
  return toPaper(row);
}

export async function listWhitepapers(ctx: AppContext, wallet: string): Promise<Whitepaper[]> {
  const rows = await ctx.database.db
    .select()
    .from(aiWhitepapers)
    .where(eq(aiWhitepapers.wallet, wallet))
    .orderBy(desc(aiWhitepapers.createdAt))
    .limit(30);
  return rows.map(toPaper);
}
