import type { NewsArticle, NewsSummary } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';

const SUMMARY_COLUMNS = 'id::int AS id, title, summary, cover, game_id::int AS game_id, published_at';

interface NewsRow {
  id: number;
  title: string;
  summary: string;
  cover: string;
  game_id: number | null;
  published_at: Date | string;
  content?: string;
}

function toSummary(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    gameId: row.game_id === null ? null : Number(row.game_id),
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

/** A page of news, newest first (index game_news_published); optionally one game's only. */
export async function listNews(
  db: Queryable,
  { pageSize, offset, gameId }: PageWindow & { gameId: number | null },
): Promise<{ items: NewsSummary[]; total: number }> {
  const where = gameId === null ? '' : 'WHERE game_id = $3';
  const params: unknown[] = [pageSize, offset];
  if (gameId !== null) params.push(gameId);
  const [rows, count] = await Promise.all([
    db.query<NewsRow>(`SELECT ${SUMMARY_COLUMNS} FROM game_news ${where} ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`, params),
    db.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM game_news ${gameId === null ? '' : 'WHERE game_id = $1'}`,
      gameId === null ? [] : [gameId],
    ),
  ]);
  return { items: rows.map(toSummary), total: Number(count?.total ?? 0) };
}

export async function findNews(db: Queryable, id: number): Promise<NewsArticle | null> {
  const row = await db.one<NewsRow>(`SELECT ${SUMMARY_COLUMNS}, content FROM game_news WHERE id = $1`, [id]);
  return row ? { ...toSummary(row), content: row.content ?? '' } : null;
}
