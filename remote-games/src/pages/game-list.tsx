import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams, useSearchParams } from '@portal/shared';
import { useQueryClient, withQueryClient, refreshFirstPage, type QueryClient } from '@portal/shared/query';
import { GAME_CATEGORIES, type GameSort, type GameSummary, type PageRoute } from '@portal/shared';
import { gameKeys, gameListQuery, useGameList, type GameListFilter } from '../api/games';
import { GameGrid, GameGridSkeleton } from '../components/game-card';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { EmptyState, ErrorState, NotFoundState } from '../components/states';
import { findCategory } from '../lib/category';
import '../components/page.css';
import './game-list.css';

/** The list a URL asks for: the category of `:type` (slug or id), `?keyword=` and `?sort=`. */
function listOf(type: string | undefined, params: URLSearchParams) {
  const keyword = params.get('keyword')?.trim() || undefined;
  const sort: GameSort = params.get('sort') === 'new' ? 'new' : 'hot';
  const category = findCategory(type);
  const filter: GameListFilter = { category: category?.id, keyword, sort };
  return { filter, category, unknownCategory: Boolean(type) && !category };
}

const SORTS: { value: GameSort; label: string }[] = [
  { value: 'hot', label: '热门' },
  { value: 'new', label: '最新' },
];

/**
 * `/games/:type?`: every game, one category (slug or id) or the search results of `?keyword=`,
 * sorted 热门 / 最新 (`?sort=`), loading page after page as the list end comes near.
 */
function GameListPage() {
  const { type } = useParams();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const { filter, category, unknownCategory } = listOf(type, params);
  const { keyword, sort } = filter;
  const list = useGameList(filter, !unknownCategory);

  const games = useMemo(() => {
    // Pages can overlap when the catalogue changes between two requests: show each game once.
    const seen = new Map<number, GameSummary>();
    for (const page of list.data?.pages ?? []) for (const game of page.items) if (!seen.has(game.id)) seen.set(game.id, game);
    return [...seen.values()];
  }, [list.data]);
  const total = list.data?.pages[0]?.total;
  const chipsRef = useRef<HTMLElement>(null);

  // On a phone the chips scroll sideways: bring the current category into view.
  // The stylesheet may arrive after the first render, so centre again when the row's size changes.
  useEffect(() => {
    const chips = chipsRef.current;
    if (!chips) return undefined;
    const centre = () => {
      const active = chips.querySelector<HTMLElement>('.pg-list__chip--active');
      if (active && chips.scrollWidth > chips.clientWidth) {
        chips.scrollLeft +=
          active.getBoundingClientRect().left - chips.getBoundingClientRect().left - (chips.clientWidth - active.offsetWidth) / 2;
      }
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(centre);
    observer.observe(chips);
    return () => observer.disconnect();
  }, [category?.id]);

  const title = keyword ? `搜索“${keyword}”的结果` : category ? category.name : '全部游戏';
  const query = (next: Record<string, string | undefined>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  };

  if (unknownCategory) {
    return (
      <div className="pg-page">
        <NotFoundState title="该分类不存在" description={`没有找到分类“${type}”，看看其他分类吧`} />
      </div>
    );
  }

  return (
    <div className="pg-page pg-list" data-testid="game-list" data-category={category?.slug ?? ''}>
      <div className="pg-page__head">
        <h1 className="pg-page__title">{title}</h1>
        {total !== undefined ? <span className="pg-page__count">共 {total} 款游戏</span> : null}
      </div>

      <nav className="pg-list__chips" aria-label="游戏分类" ref={chipsRef}>
        <Link to={`/games${query({})}`} className={`pg-list__chip${category ? '' : ' pg-list__chip--active'}`}>
          全部
        </Link>
        {GAME_CATEGORIES.map((c) => (
          <Link
            key={c.id}
            to={`/games/${c.slug}${query({})}`}
            className={`pg-list__chip${c.id === category?.id ? ' pg-list__chip--active' : ''}`}
            aria-current={c.id === category?.id ? 'page' : undefined}
          >
            {c.name}
          </Link>
        ))}
      </nav>

      <div className="pg-list__tabs" role="tablist" aria-label="排序">
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            role="tab"
            aria-selected={sort === s.value}
            className={`pg-list__tab${sort === s.value ? ' pg-list__tab--active' : ''}`}
            data-testid={`sort-${s.value}`}
            onClick={() =>
              setParams(new URLSearchParams(query({ sort: s.value === 'hot' ? undefined : s.value }).slice(1)), { replace: true })
            }
          >
            {s.label}
          </button>
        ))}
      </div>

      <PullToRefresh onRefresh={() => refreshFirstPage(client, gameKeys.list(filter))} disabled={list.isPending}>
        {list.isPending ? (
          <GameGridSkeleton count={9} />
        ) : list.isError && games.length === 0 ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : games.length === 0 ? (
          <EmptyState
            title={keyword ? '没有找到相关游戏' : '暂无数据'}
            description={keyword ? `换个关键词试试，或者看看热门游戏` : '这里还没有游戏，去看看其他分类吧'}
            action={
              <Link to="/games" className="pt-button pt-button--ghost pt-button--sm">
                浏览全部游戏
              </Link>
            }
          />
        ) : (
          <>
            <GameGrid games={games} />
            <LoadMore
              hasMore={Boolean(list.hasNextPage)}
              loading={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </>
        )}
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(GameListPage);

/** The list's first page, fetched on the server before it renders the page (issue 17). */
export async function prefetch(client: QueryClient, route: PageRoute): Promise<void> {
  const { filter, unknownCategory } = listOf(route.params.type, new URLSearchParams(route.search));
  if (!unknownCategory) await client.prefetchInfiniteQuery(gameListQuery(filter));
}
