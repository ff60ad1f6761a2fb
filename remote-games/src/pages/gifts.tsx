import { Link } from '@portal/shared';
import { EncryptedImage } from '@portal/shared';
import { useMyGifts } from '../api/gifts';
import { withQueryClient } from '@portal/shared/query';
import { GiftCode } from '../components/gift-pack-card';
import { LoadMore } from '@portal/shared/page-ui';
import { EmptyState, ErrorState } from '../components/states';
import { formatDate } from '@portal/shared';
import '../components/page.css';
import './gifts.css';

/** 礼包奖励 (login required; the host guards it): the codes I claimed, each with 复制. */
function GiftsPage() {
  const gifts = useMyGifts();
  const items = gifts.data?.pages.flatMap((page) => page.items) ?? [];

  if (gifts.isPending) {
    return (
      <div className="pg-mygifts" aria-busy="true" role="status">
        <span className="pg-sr-only">加载中…</span>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="pg-skeleton" style={{ height: 120, borderRadius: 10, marginBottom: 12 }} />
        ))}
      </div>
    );
  }
  if (gifts.isError && items.length === 0) return <ErrorState error={gifts.error} onRetry={() => void gifts.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        title="还没有领取过礼包"
        description="福利中心有大量免费礼包，快去领取吧"
        action={
          <Link to="/welfare" className="pt-button pt-button--primary pt-button--sm">
            去福利中心
          </Link>
        }
      />
    );
  }
  return (
    <div className="pg-mygifts" data-testid="my-gifts">
      <p className="pg-mygifts__count">共领取 {gifts.data?.pages[0]?.total ?? items.length} 个礼包</p>
      {items.map((gift) => (
        <article key={`${gift.giftId}-${gift.code}`} className="pg-mygifts__item" data-testid="my-gift">
          <Link to={`/detail/${gift.gameId}`} className="pg-mygifts__game">
            <EncryptedImage src={gift.gameIcon} alt="" className="pg-mygifts__icon" loading="lazy" />
            <span className="pg-mygifts__names">
              <span className="pg-mygifts__pack">{gift.name}</span>
              <span className="pg-mygifts__game-name">{gift.gameName}</span>
            </span>
            <span className="pg-mygifts__date">{formatDate(gift.claimedAt, '—')}</span>
          </Link>
          <GiftCode code={gift.code} />
        </article>
      ))}
      <LoadMore
        hasMore={Boolean(gifts.hasNextPage)}
        loading={gifts.isFetchingNextPage}
        failed={gifts.isFetchNextPageError}
        onLoadMore={() => void gifts.fetchNextPage()}
      />
    </div>
  );
}

export default withQueryClient(GiftsPage);
