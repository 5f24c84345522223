import { and, count, desc, eq } from 'drizzle-orm';
import { FAVORITES_MAX, type FavoriteIdea, type Idea } from '@shared/schemas/ai-ideas';
import type { AppContext } from '../../context';
import { aiIdeaFavorites } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';

type Row = typeof aiIdeaFavorites.$inferSelect;
const toFavorite = (row: Row): FavoriteIdea => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  viability: row.viability,
  createdAt: row.createdAt.toISOString(),
});

export async function listFavorites(ctx: AppContext, wallet: string): Promise<FavoriteIdea[]> {
  const rows = await ctx.database.db
    .select()
    .from(aiIdeaFavorites)
    .where(eq(aiIdeaFavorites.wallet, wallet))
    .orderBy(desc(aiIdeaFavorites.createdAt))
    .limit(FAVORITES_MAX);
  return rows.map(toFavorite);
}

export async function saveFavorite(ctx: AppContext, wallet: string, idea: Idea): Promise<FavoriteIdea> {
  const db = ctx.database.db;
  const [existing] = await db
    .select()
    .from(aiIdeaFavorites)
    .where(and(eq(aiIdeaFavorites.wallet, wallet), eq(aiIdeaFavorites.title, idea.title)))
    .limit(1);
  if (existing) return toFavorite(existing);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(aiIdeaFavorites)
    .where(eq(aiIdeaFavorites.wallet, wallet));
  if (n >= FAVORITES_MAX) throw badRequest(`At most ${FAVORITES_MAX} favourites; remove one first`);
  const [row] = await db
    .insert(aiIdeaFavorites)
    .values({ wallet, ...idea })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toFavorite(row);
}

/** Deletes only the caller's own favourite; another wallet's id is "not found". */
export async function removeFavorite(ctx: AppContext, wallet: string, id: string): Promise<void> {
  const deleted = await ctx.database.db
    .delete(aiIdeaFavorites)
    .where(and(eq(aiIdeaFavorites.id, id), eq(aiIdeaFavorites.wallet, wallet)))
    .returning({ id: aiIdeaFavorites.id });
  if (deleted.length === 0) throw notFound('Favourite not found');
}
