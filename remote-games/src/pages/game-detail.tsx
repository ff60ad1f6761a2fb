import { useMemo, useState } from 'react';
import { Link, authStore, useParams, type PageRoute } from '@portal/shared';
import {
  Dialog,
  EncryptedImage,
  parseBanners,
  GAME_CATEGORIES,
  MinorPlayNotice,
  ResultCode,
  PlatformIcons,
  isApiError,
  type GameDetail,
} from '@portal/shared';
import { gameDetailQuery, useGameDetail } from '../api/games';
import { gameGiftsQuery, useGameGifts } from '../api/gifts';
import { FavoriteToggle, withQueryClient, type QueryClient } from '@portal/shared/query';
import { BannerCarousel } from '../components/banner-carousel';
import { ComplianceBlock } from '../components/compliance-block';
import { DownloadButtons } from '../components/download-buttons';
import { FollowButton } from '../components/follow-button';
import { ReservationPanel } from '../components/reservation-panel';
import { reservationQuery, useReservation } from '../api/reservations';
import { UpdateLog } from '../components/update-log';
import { GiftPackCard } from '../components/gift-pack-card';
import { RatingSummary } from '../components/rating-summary';
import { InlineError, Section } from '../components/section';
import { ErrorState, NotFoundState } from '../components/states';
import { formatCount } from '../lib/format';
import '../components/page.css';
import './game-detail.css';

/**
 * A screenshot's width on the page (game-detail.css: 220 px high on a phone, 260 px wider up, of
 * a portrait 9:16 picture), so the browser picks the small WebP copy, not the PNG.
 */
const SHOT_SIZES = '(min-width: 960px) 150px, 124px';

/** A description longer than this starts folded, with 展开全文. */
const FOLDED_DESCRIPTION_CHARS = 140;

/**
 * `/detail/:id`: everything a player needs to decide — banners, the game's facts, per-platform
 * download buttons, gift packs, description, screenshots and the compliance block.
 */
function GameDetailPage() {
  const { id } = useParams();
  const gameId = Number(id);
  const valid = Number.isInteger(gameId) && gameId > 0;
  const detail = useGameDetail(gameId);

  if (!valid) return <NotFoundState title="游戏不存在或已下架" description="请检查链接是否正确" />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.code === ResultCode.gameNotFound) {
      return <NotFoundState title="游戏不存在或已下架" description="该游戏可能已下架，看看其他好玩的游戏吧" />;
    }
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  return <DetailView game={detail.data} />;
}

function DetailView({ game }: { game: GameDetail }) {
  const banners = useMemo(
    () => parseBanners(game.banners).map((src, i) => ({ key: `${i}-${src}`, src, alt: `${game.name} 宣传图 ${i + 1}` })),
    [game.banners, game.name],
  );
  const category = GAME_CATEGORIES.find((c) => c.id === game.categoryId);
  const [zoomed, setZoomed] = useState<number | null>(null);
  // An upcoming (即将上线) game offers 预约 instead of downloads; the server refuses them too (2304).
  const upcoming = useReservation(game.id).data?.status === 'upcoming';

  return (
    <div className="pg-page pg-detail" data-testid="game-detail" data-game-id={game.id}>
      <div className="pg-detail__col pg-detail__col--main">
        {banners.length ? (
          <div className="pg-detail__banner">
            <BannerCarousel slides={banners} label={`${game.name} 宣传图`} testId="detail-banners" />
          </div>
        ) : null}

        <section className="pg-section pg-detail__about" aria-labelledby="pg-about-title">
          <div className="pg-section__head">
            <h2 className="pg-section__title" id="pg-about-title">
              游戏介绍
            </h2>
          </div>
          <Description text={game.description || game.summary} />
        </section>

        <UpdateLog gameId={game.id} />

        {game.screenshots.length ? (
          <section className="pg-section pg-detail__shots" aria-labelledby="pg-shots-title">
            <div className="pg-section__head">
              <h2 className="pg-section__title" id="pg-shots-title">
                游戏截图
              </h2>
            </div>
            <div className="pg-shots" data-testid="screenshots">
              {game.screenshots.map((src, index) => (
                <button
                  key={`${index}-${src}`}
                  type="button"
                  className="pg-shots__item"
                  onClick={() => setZoomed(index)}
                  aria-label={`查看截图 ${index + 1}`}
                >
                  <EncryptedImage
                    src={src}
                    alt={`${game.name} 截图 ${index + 1}`}
                    className="pg-shots__image"
                    loading="lazy"
                    sizes={SHOT_SIZES}
                  />
                </button>
              ))}
            </div>
          </section>
        ) : null}

        <RatingSummary gameId={game.id} />

        <div className="pg-detail__compliance">
          <ComplianceBlock game={game} />
        </div>
      </div>

      <div className="pg-detail__col pg-detail__col--side">
        <section className="pg-section pg-detail__intro" aria-labelledby="pg-game-name">
          <div className="pg-detail__identity">
            <EncryptedImage src={game.icon} alt={game.name} className="pg-detail__icon" />
            <div className="pg-detail__heading">
              <h1 className="pg-detail__name" id="pg-game-name">
                {game.name}
              </h1>
              <p className="pg-detail__summary">{game.summary}</p>
              <div className="pg-detail__facts">
                <PlatformIcons isIos={game.isIos} isAndroid={game.isAndroid} isH5={game.isH5} />
                <span>{formatCount(game.downloadCount)}次下载</span>
                {category ? <Link to={`/games/${category.slug}`}>{category.name}</Link> : null}
              </div>
            </div>
            <FavoriteToggle kind="game" id={game.id} className="pg-detail__favorite" />
          </div>
          {game.tags.length ? (
            <div className="pg-detail__tags">
              {game.tags.map((tag) => (
                <span key={tag} className="pg-tag">
                  {tag}
                </span>
              ))}
            </div>
          ) : null}
          {upcoming ? null : <DownloadButtons game={game} />}
          <MinorPlayNotice ageRating={game.ageRating} />
          <ReservationPanel gameId={game.id} />
          <FollowButton gameId={game.id} />
        </section>

        <div className="pg-detail__gifts">
          <GiftSection gameId={game.id} />
        </div>
      </div>

      <Dialog
        open={zoomed !== null}
        onClose={() => setZoomed(null)}
        title={zoomed !== null ? `截图 ${zoomed + 1} / ${game.screenshots.length}` : ''}
        className="pg-shot-dialog"
      >
        {zoomed !== null ? (
          <div className="pg-shot-dialog__body">
            <EncryptedImage src={game.screenshots[zoomed]} alt={`${game.name} 截图 ${zoomed + 1}`} className="pg-shot-dialog__image" />
            {game.screenshots.length > 1 ? (
              <div className="pg-shot-dialog__nav">
                <button type="button" onClick={() => setZoomed((zoomed - 1 + game.screenshots.length) % game.screenshots.length)}>
                  ‹ 上一张
                </button>
                <button type="button" onClick={() => setZoomed((zoomed + 1) % game.screenshots.length)}>
                  下一张 ›
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}

function GiftSection({ gameId }: { gameId: number }) {
  const gifts = useGameGifts(gameId);
  return (
    <Section
      title={gifts.data?.length ? `礼包（${gifts.data.length}）` : '礼包'}
      more={{ to: '/welfare', label: '福利中心' }}
      testId="game-gifts"
    >
      {gifts.isPending ? (
        <div className="pg-skeleton" style={{ height: 96, borderRadius: 10 }} aria-busy="true" />
      ) : gifts.isError ? (
        <InlineError onRetry={() => void gifts.refetch()} />
      ) : gifts.data.length ? (
        gifts.data.map((pack) => <GiftPackCard key={pack.id} pack={pack} />)
      ) : (
        <p className="pg-muted">该游戏暂无礼包，敬请期待</p>
      )}
    </Section>
  );
}

function Description({ text }: { text: string }) {
  const long = text.length > FOLDED_DESCRIPTION_CHARS;
  const [open, setOpen] = useState(false);
  return (
    <div className="pg-description">
      <p className={`pg-description__text${long && !open ? ' pg-description__text--folded' : ''}`}>{text || '暂无介绍'}</p>
      {long ? (
        <button type="button" className="pg-description__toggle" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? '收起' : '展开全文'}
        </button>
      ) : null}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="pg-page pg-detail" aria-busy="true" role="status" data-testid="detail-loading">
      <span className="pg-sr-only">加载中…</span>
      <div className="pg-detail__col pg-detail__col--main">
        <div className="pg-detail__banner pg-skeleton" style={{ aspectRatio: '16 / 9', borderRadius: 16 }} />
        <div className="pg-section pg-detail__about">
          <div className="pg-skeleton" style={{ height: 16, width: '30%' }} />
          <div className="pg-skeleton" style={{ height: 12, marginTop: 14 }} />
          <div className="pg-skeleton" style={{ height: 12, marginTop: 8, width: '85%' }} />
        </div>
      </div>
      <div className="pg-detail__col pg-detail__col--side">
        <div className="pg-section pg-detail__intro">
          <div className="pg-detail__identity">
            <div className="pg-detail__icon pg-skeleton" />
            <div className="pg-detail__heading">
              <div className="pg-skeleton" style={{ height: 20, width: '60%' }} />
              <div className="pg-skeleton" style={{ height: 12, marginTop: 10, width: '90%' }} />
            </div>
          </div>
          <div className="pg-skeleton" style={{ height: 52, marginTop: 16, borderRadius: 10 }} />
        </div>
      </div>
    </div>
  );
}

export default withQueryClient(GameDetailPage);

/** The game, its pre-registration state and its gift packs, fetched on the server before it renders the page (issue 17), as a guest. */
export async function prefetch(client: QueryClient, route: PageRoute): Promise<void> {
  const gameId = Number(route.params.id);
  if (!Number.isInteger(gameId) || gameId <= 0) return;
  const uid = authStore.getState().account.uid;
  await Promise.all([
    client.prefetchQuery(gameDetailQuery(gameId, uid)),
    client.prefetchQuery(reservationQuery(gameId, uid)),
    client.prefetchQuery(gameGiftsQuery(gameId, uid)),
  ]);
}
