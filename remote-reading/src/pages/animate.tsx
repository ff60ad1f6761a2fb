import { useState } from 'react';
import { Link, useAuth } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import type { BookCard, BookKind, BookSort } from '@portal/shared/types';
import { useAnimateHome, useBookList, useReadingTags } from '../api/books';
import { readingKeys, type BookListFilter } from '../api/keys';
import { BannerCarousel } from '../components/banner-carousel';
import { BookCover } from '../components/book-cover';
import { BookRow } from '../components/book-row';
import { EmptyState, ErrorState, ListSkeleton } from '../components/states';
import { sizeLabel } from '../lib/format';
import './page.css';
import './animate.css';

/**
 * 动漫专区 (no header): banners, rankings and fresh updates from one call, then a shelf to browse
 * by kind (漫画 / 小说), tag and order, loaded page by page as the player scrolls.
 */
const SORTS: { id: BookSort; label: string }[] = [
  { id: 'hot', label: '最热' },
  { id: 'new', label: '最新' },
  { id: 'updated', label: '更新' },
];

function AnimatePage() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const home = useAnimateHome();
  const [kind, setKind] = useState<BookKind>('comic');
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<BookSort>('hot');
  const filter: BookListFilter = { kind, tagId, sort };
  const tags = useReadingTags(kind);
  const list = useBookList(filter);
  const books = itemsOf(list.data, (book: BookCard) => book.id);

  const refresh = () =>
    Promise.all([
      client.refetchQueries({ queryKey: readingKeys.home, exact: true }, { throwOnError: true }),
      refreshFirstPage(client, readingKeys.list(filter)),
    ]);

  return (
    <div className="pr-animate" data-testid="animate-page">
      <PullToRefresh onRefresh={refresh} disabled={home.isPending}>
        <header className="pr-animate__head">
          <h1 className="pr-animate__title">动漫专区</h1>
          <nav className="pr-animate__links" aria-label="我的阅读">
            <Link to="/subscriblist" className="pr-animate__link">
              书架
            </Link>
            <Link to="/readhistory" className="pr-animate__link">
              阅读记录
            </Link>
            {!uid ? (
              <Link to="/login?redirect=%2Fanimate" className="pr-animate__link pr-animate__link--primary">
                登录
              </Link>
            ) : null}
          </nav>
        </header>
        {home.isPending ? (
          <div className="pr-skeleton pr-animate__banner-skeleton" />
        ) : home.isError ? (
          <ErrorState error={home.error} onRetry={() => void home.refetch()} title="专区加载失败" />
        ) : (
          <>
            {home.data.banners.length > 0 ? <BannerCarousel books={home.data.banners} /> : null}
            {home.data.rankings.length > 0 ? (
              <section className="pr-animate__section" data-testid="animate-rankings">
                <h2 className="pr-animate__heading">人气排行</h2>
                <ol className="pr-rank">
                  {home.data.rankings.map((book, index) => (
                    <li key={book.id} className="pr-rank__item">
                      <Link to={`/bookinfo/${book.id}`} className="pr-rank__link">
                        <span className={`pr-rank__no pr-rank__no--${Math.min(index + 1, 4)}`}>{index + 1}</span>
                        <BookCover book={book} size="md" />
                        <span className="pr-rank__title">{book.title}</span>
                        <span className="pr-rank__meta">{sizeLabel(book)}</span>
                      </Link>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            {home.data.updates.length > 0 ? (
              <section className="pr-animate__section" data-testid="animate-updates">
                <h2 className="pr-animate__heading">最近更新</h2>
                <div className="pr-animate__updates">
                  {home.data.updates.slice(0, 6).map((book) => (
                    <BookRow key={book.id} book={book} line={`更新至 ${book.latestChapterTitle}`} />
                  ))}
                </div>
              </section>
            ) : null}
          </>
        )}

        <section className="pr-animate__section" data-testid="animate-browse">
          <div className="pr-animate__browse-head">
            <h2 className="pr-animate__heading">分类浏览</h2>
            <div className="pr-seg" role="tablist" aria-label="类型">
              {(['comic', 'novel'] as const).map((k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  aria-selected={kind === k}
                  className="pr-seg__item"
                  onClick={() => {
                    setKind(k);
                    setTagId(undefined);
                  }}
                >
                  {k === 'comic' ? '漫画' : '小说'}
                </button>
              ))}
            </div>
          </div>
          <div className="pr-chips" role="toolbar" aria-label="标签" data-testid="animate-tags">
            <button type="button" className="pr-chips__chip" aria-pressed={tagId === undefined} onClick={() => setTagId(undefined)}>
              全部
            </button>
            {(tags.data ?? home.data?.tags.filter((t) => t.kind === kind) ?? []).map((tag) => (
              <button
                key={tag.id}
                type="button"
                className="pr-chips__chip"
                aria-pressed={tagId === tag.id}
                onClick={() => setTagId(tag.id)}
              >
                {tag.name}
              </button>
            ))}
          </div>
          <div className="pr-sorts" role="radiogroup" aria-label="排序">
            {SORTS.map((s) => (
              <button
                key={s.id}
                type="button"
                role="radio"
                aria-checked={sort === s.id}
                className="pr-sorts__item"
                onClick={() => setSort(s.id)}
              >
                {s.label}
              </button>
            ))}
          </div>
          {list.isPending ? (
            <ListSkeleton rows={3} />
          ) : list.isError && books.length === 0 ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : books.length === 0 ? (
            <EmptyState title="这个分类还没有作品" description="换个标签看看吧" />
          ) : (
            <>
              <div className="pr-animate__grid" data-testid="animate-list">
                {books.map((book) => (
                  <BookRow key={book.id} book={book} />
                ))}
              </div>
              <LoadMore
                hasMore={Boolean(list.hasNextPage)}
                loading={list.isFetchingNextPage}
                failed={list.isFetchNextPageError}
                onLoadMore={() => void list.fetchNextPage()}
              />
            </>
          )}
        </section>
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(AnimatePage);
