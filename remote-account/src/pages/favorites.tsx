import { type ReactNode, useState } from 'react';
import { Button, EncryptedImage, formatRelativeTime, images, Link, StatePanel, toast, useAuth } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import {
  errorMessage,
  favoriteKeys,
  itemsOf,
  refreshFirstPage,
  useFavoriteList,
  useQueryClient,
  useSetFavorite,
  withQueryClient,
} from '@portal/shared/query';
import type { FavoriteItem, FavoriteKind } from '@portal/shared/types';
import '../components/common/common.css';
import '../components/favorites/favorites.css';

const TABS: readonly { kind: FavoriteKind; label: string }[] = [
  { kind: 'game', label: '游戏' },
  { kind: 'book', label: '书籍' },
];

/** Where a card leads, and where to find more when the tab is empty. */
const TARGET: Record<FavoriteKind, { href: (id: number) => string; browse: string; browseLabel: string; empty: string }> = {
  game: {
    href: (id) => `/detail/${id}`,
    browse: '/games',
    browseLabel: '去发现游戏',
    empty: '在游戏详情页点「☆ 收藏」，喜欢的游戏会出现在这里',
  },
  book: {
    href: (id) => `/bookinfo/${id}`,
    browse: '/animate',
    browseLabel: '去看看书籍',
    empty: '在书籍详情页点「☆ 收藏」，想读的书会出现在这里',
  },
};

/** 我的收藏 (the header's 收藏, 我的 → 我的收藏): favourite games and books, newest first, remove in place. */
function FavoritesPage() {
  const [kind, setKind] = useState<FavoriteKind>('game');
  return (
    <div className="pa-fav" data-testid="favorites-page">
      <div className="pa-tabs" role="tablist" aria-label="收藏类型">
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            aria-selected={tab.kind === kind}
            onClick={() => setKind(tab.kind)}
            data-testid={`favorites-tab-${tab.kind}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* One list per tab (keyed), so each keeps its own pages and scroll-to-load. */}
      <FavoriteList key={kind} kind={kind} />
    </div>
  );
}

function FavoriteList({ kind }: { kind: FavoriteKind }) {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const list = useFavoriteList(kind);
  const remove = useSetFavorite(kind);
  const items = itemsOf(list.data, (item: FavoriteItem) => item.id);
  const total = list.data?.pages[0]?.total ?? 0;
  const target = TARGET[kind];

  const onRemove = (item: FavoriteItem) =>
    remove.mutate(
      { id: item.id, favorited: false },
      {
        onSuccess: () => toast.success('已取消收藏'),
        onError: (error) => toast.error(errorMessage(error, '操作失败，请稍后重试')),
      },
    );

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="pa-fav__list" aria-busy="true">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="pa-fav__skeleton" />
        ))}
      </div>
    );
  } else if (list.isError && items.length === 0) {
    body = (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="收藏加载失败"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  } else if (items.length === 0) {
    body = (
      <StatePanel
        image={images.notFound}
        title={kind === 'game' ? '还没有收藏游戏' : '还没有收藏书籍'}
        description={target.empty}
        testId="favorites-empty"
        action={
          <Link to={target.browse} className="pt-button pt-button--primary pt-button--sm">
            {target.browseLabel}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <p className="pa-fav__count">共 {total} 个</p>
        <ul className="pa-fav__list" data-testid="favorites-list">
          {items.map((item) => (
            <li key={item.id} className="pa-fav__item" data-testid="favorite-item">
              <Link to={target.href(item.id)} className="pa-fav__link">
                <EncryptedImage src={item.cover} alt={item.title} className={`pa-fav__cover pa-fav__cover--${kind}`} />
                <span className="pa-fav__text">
                  <strong className="pa-fav__title">{item.title}</strong>
                  <span className="pa-fav__subtitle">{item.subtitle}</span>
                  <span className="pa-fav__time">收藏于 {formatRelativeTime(item.favoritedAt)}</span>
                </span>
              </Link>
              <Button
                variant="text"
                size="sm"
                className="pa-fav__remove"
                onClick={() => onRemove(item)}
                disabled={remove.isPending && remove.variables?.id === item.id}
                aria-label={`取消收藏 ${item.title}`}
                data-testid="favorite-remove"
              >
                取消收藏
              </Button>
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  return <PullToRefresh onRefresh={() => refreshFirstPage(client, favoriteKeys.list(kind, uid))}>{body}</PullToRefresh>;
}

export default withQueryClient(FavoritesPage);
