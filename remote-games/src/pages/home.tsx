import { useMemo } from 'react';
import { Link, useSearchParams } from '@portal/shared';
import Autoplay from 'embla-carousel-autoplay';
import { authStore, firstBanner, images } from '@portal/shared';
import { featuredCollectionQuery } from '../api/collections';
import { gameShelfQuery, useGameShelf } from '../api/games';
import { latestNewsQuery, useLatestNews } from '../api/news';
import { upcomingGamesQuery } from '../api/reservations';
import { withQueryClient, type QueryClient } from '@portal/shared/query';
import { BannerCarousel, type BannerSlide, type CarouselPlugins } from '../components/banner-carousel';
import { CategoryEntries } from '../components/category-entries';
import { GameGrid, GameGridSkeleton } from '../components/game-card';
import { HomeCollection } from '../components/home-collection';
import { HomeUpcoming } from '../components/home-upcoming';
import { NewsArticleDialog, NewsList, NewsListSkeleton } from '../components/news';
import { RankEntries } from '../components/rank-entries';
import { InlineError, Section } from '../components/section';
import { HOME_AUTOPLAY_MS } from '../lib/ui-defaults';
import './home.css';

const FEATURED_COUNT = 5;
const SHELF_SIZE = 6;
const NEWS_COUNT = 4;

/**
 * Home: featured carousel (first banner of the hottest games), the ten categories, hot and new
 * games, latest news (the article opens over the page, kept in `?news=<id>` so it can be linked)
 * and the way to the portal app.
 */
function HomePage() {
  const [params, setParams] = useSearchParams();
  const hot = useGameShelf('hot', SHELF_SIZE);
  const fresh = useGameShelf('new', SHELF_SIZE);
  const news = useLatestNews(NEWS_COUNT);
  const newsId = Number(params.get('news')) || null;

  const slides: BannerSlide[] = useMemo(
    () =>
      (hot.data ?? []).slice(0, FEATURED_COUNT).map((game) => ({
        key: String(game.id),
        src: firstBanner(game.banners) || game.icon,
        alt: game.name,
        href: `/detail/${game.id}`,
        title: game.name,
        subtitle: game.summary,
      })),
    [hot.data],
  );
  // Our call (spec §9 says swipe autoplay 0): only the home featured carousel autoplays, every
  // 4 s, stopping for good once the user touches it, and never with reduced motion asked for.
  const autoplay: CarouselPlugins = useMemo(() => {
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    return reduced ? [] : [Autoplay({ delay: HOME_AUTOPLAY_MS, stopOnInteraction: true })];
  }, []);

  const openNews = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('news', String(id));
    setParams(next);
  };
  const closeNews = () => {
    const next = new URLSearchParams(params);
    next.delete('news');
    setParams(next, { replace: true });
  };

  return (
    <div className="pg-page pg-home" data-testid="games-home">
      {hot.isPending ? (
        <div className="pg-home__featured-skeleton pg-skeleton" aria-hidden="true" />
      ) : slides.length ? (
        <BannerCarousel slides={slides} plugins={autoplay} variant="featured" label="精选游戏" testId="featured-carousel" />
      ) : null}

      <section className="pg-section pg-home__categories" aria-label="游戏分类">
        <CategoryEntries />
      </section>

      <RankEntries />

      <Section title="热门游戏" more={{ to: '/games?sort=hot' }} testId="hot-games">
        {hot.isPending ? (
          <GameGridSkeleton count={SHELF_SIZE} />
        ) : hot.isError ? (
          <InlineError onRetry={() => void hot.refetch()} />
        ) : hot.data.length ? (
          <GameGrid games={hot.data} ranked />
        ) : (
          <p className="pg-muted">暂无游戏</p>
        )}
      </Section>

      <Link to="/download" className="pg-home__app" data-testid="app-download-banner">
        {/* Below the first screen: fetched as it nears the viewport, not with the first frame. */}
        <img src={images.download} alt="" className="pg-home__app-image" loading="lazy" decoding="async" width={56} height={56} />
        <span className="pg-home__app-text">
          <strong>下载 X游戏 App</strong>
          <span>新游首发、礼包福利，第一时间送到手机上</span>
        </span>
        <span className="pg-home__app-cta">立即下载</span>
      </Link>

      <Section title="新游速递" more={{ to: '/games?sort=new' }} testId="new-games">
        {fresh.isPending ? (
          <GameGridSkeleton count={SHELF_SIZE} />
        ) : fresh.isError ? (
          <InlineError onRetry={() => void fresh.refetch()} />
        ) : fresh.data.length ? (
          <GameGrid games={fresh.data} />
        ) : (
          <p className="pg-muted">暂无游戏</p>
        )}
      </Section>

      <HomeUpcoming />
      <HomeCollection />

      <Section title="游戏资讯" testId="latest-news">
        {news.isPending ? (
          <NewsListSkeleton />
        ) : news.isError ? (
          <InlineError onRetry={() => void news.refetch()} />
        ) : news.data.length ? (
          <NewsList items={news.data} onOpen={openNews} />
        ) : (
          <p className="pg-muted">暂无资讯</p>
        )}
      </Section>

      <NewsArticleDialog id={newsId} onClose={closeNews} />
    </div>
  );
}

export default withQueryClient(HomePage);

/**
 * The data home shows, fetched on the server before it renders the page (issue 17) with the
 * same queries the page's hooks use, so hydration finds them in the cache. As a guest: the server
 * never knows the account.
 */
export async function prefetch(client: QueryClient): Promise<void> {
  const uid = authStore.getState().account.uid;
  await Promise.all([
    client.prefetchQuery(gameShelfQuery('hot', SHELF_SIZE)),
    client.prefetchQuery(gameShelfQuery('new', SHELF_SIZE)),
    client.prefetchQuery(latestNewsQuery(NEWS_COUNT)),
    client.prefetchInfiniteQuery(upcomingGamesQuery(uid)),
    client.prefetchQuery(featuredCollectionQuery(uid)),
  ]);
}
