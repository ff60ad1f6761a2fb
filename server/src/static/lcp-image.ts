import { firstBanner, parseBanners } from '@portal/shared/rules';
import type { Queryable } from '../db/types';
import { createReadCache } from '../platform/cache/read-cache';
import { findGameDetail, gameListQuery, listGames } from '../modules/catalogue';
import { findBook } from '../modules/reading';

/**
 * The picture that is a page's largest paint (issue 17): the first featured banner on the home
 * page (the hottest game's, as the home carousel shows it), a game's first banner on its
 * detail page, a book's cover on its page. The host page preloads it, so the download starts
 * with the HTML instead of after the scripts and the page's API call. Read through the
 * catalogue's and the reading section's own queries, kept a few seconds (as the catalogue
 * cache keeps its answers), so a page view costs no query.
 */
export type LcpImageLookup = (pathname: string) => Promise<string | null>;

/** The home carousel: the hottest games' first banners (remote-games home, FEATURED from `hot`). */
async function homeImage(db: Queryable): Promise<string | null> {
  const { items } = await listGames(db, gameListQuery({ sort: 'hot', page: 1, pageSize: 6 }));
  const first = items[0];
  return first ? firstBanner(first.banners) || first.icon || null : null;
}

async function detailImage(db: Queryable, id: number): Promise<string | null> {
  const game = await findGameDetail(db, id);
  return game ? (parseBanners(game.banners)[0] ?? null) : null;
}

async function coverImage(db: Queryable, id: number): Promise<string | null> {
  return (await findBook(db, id))?.cover ?? null;
}

/** Ids as the routes take them: a positive integer that fits the column. */
function idOf(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** Which lookup a path needs, or null for a page without a known picture. */
export function lcpImageKey(pathname: string): { kind: 'home' } | { kind: 'detail' | 'book'; id: number } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { kind: 'home' };
  const detail = /^\/detail\/([^/]+)$/.exec(path);
  if (detail) {
    const id = idOf(detail[1]);
    return id ? { kind: 'detail', id } : null;
  }
  const book = /^\/bookinfo\/([^/]+)$/.exec(path);
  if (book) {
    const id = idOf(book[1]);
    return id ? { kind: 'book', id } : null;
  }
  return null;
}

export function createLcpImageLookup(db: Queryable, options: { ttlMs: number; now?: () => number }): LcpImageLookup {
  // At least a second: the home page's picture must not cost a query per page view even with
  // the catalogue cache off.
  const cache = createReadCache<string | null>({ ttlMs: Math.max(options.ttlMs, 1000), max: 2000, now: options.now });
  return async (pathname) => {
    const key = lcpImageKey(pathname);
    if (!key) return null;
    const load = () => {
      if (key.kind === 'home') return homeImage(db);
      return key.kind === 'detail' ? detailImage(db, key.id) : coverImage(db, key.id);
    };
    // A failed read costs the page its preload, never the page.
    return cache.get(key.kind === 'home' ? 'home' : `${key.kind}:${key.id}`, load).catch(() => null);
  };
}
