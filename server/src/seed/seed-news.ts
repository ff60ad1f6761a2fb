import type { Queryable } from '../db/types';
import { NEWS_GAME_TITLES, NEWS_INDUSTRY_TITLES } from './catalogue-data';
import { bannerFile, BANNER_COUNT, BANNERS_PER_CATEGORY, catalogueUrl } from './images';

export interface SeedNewsOptions {
  now: Date;
  /** Articles about games (default 32); five industry articles are added. */
  gameArticles?: number;
}

interface NewsGame {
  id: number;
  name: string;
  summary: string;
  developer: string;
  version: string;
  category_id: number;
}

const PARAGRAPHS = [
  '本次更新带来了全新的主线章节与限时活动，玩家在活动期间登录即可领取专属奖励。',
  '开发团队表示，新版本重点优化了中低端机型的流畅度，并修复了玩家反馈较多的若干问题。',
  '新赛季排位奖励同步上线，赛季结束时将根据段位发放限定头像框与X钻奖励。',
  '官方同时提醒广大玩家注意账号安全，切勿相信非官方渠道的充值优惠信息。',
  '更多活动详情请关注游戏内公告，祝各位玩家游戏愉快！',
] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function gameArticle(game: NewsGame, index: number): { title: string; summary: string; content: string; cover: string } {
  const title = NEWS_GAME_TITLES[index % NEWS_GAME_TITLES.length]!.replace('{name}', game.name);
  // Key art of the game's own category.
  const cover = catalogueUrl(bannerFile((game.category_id - 1) * BANNERS_PER_CATEGORY + (index % BANNERS_PER_CATEGORY)));
  const name = escapeHtml(game.name);
  const summary = `${game.name}迎来 ${game.version} 版本更新：${game.summary}`;
  const content = [
    `<p>由${escapeHtml(game.developer)}研发的《${name}》今日迎来 ${escapeHtml(game.version)} 版本更新。${escapeHtml(game.summary)}</p>`,
    `<h3>版本亮点</h3>`,
    `<p>${PARAGRAPHS[index % PARAGRAPHS.length]}</p>`,
    `<img src="${cover}" alt="${name}">`,
    `<h3>活动福利</h3>`,
    `<p>${PARAGRAPHS[(index + 2) % PARAGRAPHS.length]}</p>`,
    `<p>${PARAGRAPHS[PARAGRAPHS.length - 1]}</p>`,
  ].join('');
  return { title, summary, content, cover };
}

function industryArticle(index: number): { title: string; summary: string; content: string; cover: string } {
  const title = NEWS_INDUSTRY_TITLES[index % NEWS_INDUSTRY_TITLES.length]!;
  const cover = catalogueUrl(bannerFile((index * 7) % BANNER_COUNT));
  const content = [
    `<p>${escapeHtml(title)}。小编为大家整理了近期值得关注的手游资讯。</p>`,
    `<h3>要点速览</h3>`,
    `<p>${PARAGRAPHS[(index + 1) % PARAGRAPHS.length]}</p>`,
    `<img src="${cover}" alt="${escapeHtml(title)}">`,
    `<p>${PARAGRAPHS[PARAGRAPHS.length - 1]}</p>`,
  ].join('');
  return { title, summary: `${title}，一起来看看吧。`, content, cover };
}

/**
 * News articles for the hottest games plus a few industry-wide ones (game_id null), published
 * over the last two months. Returns how many it wrote.
 */
export async function seedDemoNews(tx: Queryable, { now, gameArticles = 32 }: SeedNewsOptions): Promise<number> {
  const games = await tx.query<NewsGame>(
    `SELECT id::int AS id, name, summary, developer, version, category_id FROM games ORDER BY hot_score DESC, id DESC LIMIT $1`,
    [Math.ceil(gameArticles / 2)],
  );
  const articles: { gameId: number | null; title: string; summary: string; cover: string; content: string }[] = [];
  if (games.length > 0) {
    for (let index = 0; index < gameArticles; index += 1) {
      const game = games[index % games.length]!;
      articles.push({ gameId: game.id, ...gameArticle(game, index) });
    }
  }
  for (let index = 0; index < NEWS_INDUSTRY_TITLES.length; index += 1) articles.push({ gameId: null, ...industryArticle(index) });
  // Spread over 60 days, newest first in the order written; hours keep the times distinct.
  const published = articles.map((_, index) => new Date(now.getTime() - (index * 37 + 1) * 3_600_000 - index * 61_000).toISOString());
  await tx.query(
    `INSERT INTO game_news (game_id, title, summary, cover, content, published_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])`,
    [
      articles.map((article) => article.gameId),
      articles.map((article) => article.title),
      articles.map((article) => article.summary),
      articles.map((article) => article.cover),
      articles.map((article) => article.content),
      published,
    ],
  );
  return articles.length;
}
