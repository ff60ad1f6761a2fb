import { GAME_CATEGORIES, useSearchParams, type ChartEntry, type ChartKind } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, withQueryClient } from '@portal/shared/query';
import { useChart } from '../api/charts';
import { GameCard } from '../components/game-card';
import { GameGridSkeleton } from '../components/game-card';
import { EmptyState, ErrorState } from '../components/states';
import { formatCount } from '../lib/format';
import '../components/page.css';
import '../components/reviews.css';
import './rank.css';

const CHARTS: ReadonlyArray<{ kind: ChartKind; label: string; hint: string; empty: string }> = [
  { kind: 'hot', label: '热门', hint: '近 7 天下载最多', empty: '近 7 天还没有下载记录' },
  { kind: 'new', label: '新品', hint: '近 30 天上架，按下载排序', empty: '近 30 天暂无新上架的游戏' },
  { kind: 'reserve', label: '预约', hint: '预约人数最多', empty: '暂无预约中的游戏' },
  { kind: 'top', label: '高分', hint: '加权评分（评分人数少的游戏向平均分靠拢）', empty: '评分人数足够的游戏还不多' },
];

const isChart = (value: string | null): value is ChartKind => CHARTS.some((chart) => chart.kind === value);

function metricOf(kind: ChartKind, entry: ChartEntry): string {
  if (kind === 'reserve') return `${formatCount(entry.value)} 人预约`;
  if (kind === 'top') return `${entry.score.toFixed(1)} 分 · ${entry.ratingCount} 人评分`;
  return `${kind === 'hot' ? '近 7 天' : '上架以来'} ${formatCount(entry.value)} 次下载`;
}

/**
 * `/rank` 排行榜 (issue 18): 热门 / 新品 / 预约 / 高分 tabs and the categories, kept in the URL
 * (`?chart=top&category=3`) so a chart can be shared; the charts are computed by the server.
 */
function RankPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('chart');
  const kind: ChartKind = isChart(requested) ? requested : 'hot';
  const category = Number(params.get('category')) || 0;
  const chart = CHARTS.find((c) => c.kind === kind)!;
  const list = useChart(kind, category);
  const entries = itemsOf(list.data, (entry) => entry.game.id);

  const choose = (next: { chart?: ChartKind; category?: number }) => {
    const search = new URLSearchParams();
    const nextKind = next.chart ?? kind;
    const nextCategory = next.category ?? category;
    if (nextKind !== 'hot') search.set('chart', nextKind);
    if (nextCategory) search.set('category', String(nextCategory));
    setParams(search, { replace: true });
  };

  return (
    <div className="pg-page pg-rank" data-testid="rank-page">
      <PullToRefresh onRefresh={() => list.refetch()}>
        <div className="pg-page__head">
          <h1 className="pg-page__title">排行榜</h1>
        </div>
        <div className="pg-tabs pg-rank__tabs" role="tablist" aria-label="榜单">
          {CHARTS.map((c) => (
            <button
              key={c.kind}
              type="button"
              role="tab"
              aria-selected={kind === c.kind}
              className={`pg-tab${kind === c.kind ? ' pg-tab--active' : ''}`}
              data-testid={`rank-tab-${c.kind}`}
              onClick={() => choose({ chart: c.kind })}
            >
              {c.label}榜
            </button>
          ))}
        </div>
        <nav className="pg-rank__chips" aria-label="游戏分类">
          {[{ id: 0, name: '全部' }, ...GAME_CATEGORIES].map((c) => (
            <button
              key={c.id}
              type="button"
              className={`pg-rank__chip${c.id === category ? ' pg-rank__chip--active' : ''}`}
              aria-pressed={c.id === category}
              onClick={() => choose({ category: c.id })}
            >
              {c.name}
            </button>
          ))}
        </nav>
        <p className="pg-rank__hint">{chart.hint}</p>
        {list.isPending ? (
          <GameGridSkeleton count={6} />
        ) : list.isError && entries.length === 0 ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState title="榜单暂无游戏" description={chart.empty} />
        ) : (
          <>
            <ol className="pg-rank__list" data-testid="rank-list" data-chart={kind}>
              {entries.map((entry) => (
                <li key={entry.game.id} className="pg-rank__item">
                  <GameCard game={entry.game} rank={entry.rank} />
                  <span className="pg-rank__metric" data-testid="rank-metric">
                    {metricOf(kind, entry)}
                  </span>
                </li>
              ))}
            </ol>
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

export default withQueryClient(RankPage);
