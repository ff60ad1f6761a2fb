import { Dialog, EncryptedImage, SafeHtml, type NewsSummary } from '@portal/shared';
import { useNewsArticle } from '../api/news';
import { formatDate } from '@portal/shared';
import { ErrorState } from './states';
import './news.css';

/** Latest news on the home page; a tap opens the article (the home page keeps it in `?news=`). */
export function NewsList({ items, onOpen }: { items: NewsSummary[]; onOpen: (id: number) => void }) {
  return (
    <ul className="pg-news">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="pg-news__item" data-testid="news-item" data-news-id={item.id} onClick={() => onOpen(item.id)}>
            <EncryptedImage src={item.cover} alt="" className="pg-news__cover" loading="lazy" />
            <span className="pg-news__body">
              <span className="pg-news__title">{item.title}</span>
              <span className="pg-news__summary">{item.summary}</span>
              <span className="pg-news__date">{formatDate(item.publishedAt, '—')}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function NewsListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="pg-news" aria-busy="true" aria-label="加载中…">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="pg-news__item">
          <span className="pg-news__cover pg-skeleton" />
          <span className="pg-news__body">
            <span className="pg-skeleton" style={{ height: 16, width: '70%' }} />
            <span className="pg-skeleton" style={{ height: 12, width: '95%', marginTop: 8 }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The article in a dialog: sanitised HTML (SafeHtml), cover and date. */
export function NewsArticleDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const article = useNewsArticle(id);
  return (
    <Dialog open={id !== null} onClose={onClose} title={article.data?.title ?? '游戏资讯'} className="pg-article-dialog">
      {article.isPending ? (
        <div className="pg-article__loading">
          <span className="pg-spinner" aria-hidden="true" />
          加载中…
        </div>
      ) : article.isError ? (
        <ErrorState error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <article className="pg-article" data-testid="news-article">
          <p className="pg-article__meta">发布于 {formatDate(article.data.publishedAt, '—')}</p>
          {article.data.cover ? <EncryptedImage src={article.data.cover} alt="" className="pg-article__cover" /> : null}
          <SafeHtml html={article.data.content} className="pg-article__content" />
        </article>
      )}
    </Dialog>
  );
}
