import { Button, Link, authStore, toast, useAuth, useLocation, useNavigate, useParams, type PageRoute } from '@portal/shared';
import { errorMessage, FavoriteToggle, withQueryClient, type QueryClient } from '@portal/shared/query';
import { bookInfoQuery, useBookInfo } from '../api/books';
import { useSubscription } from '../api/shelf';
import { BookCover } from '../components/book-cover';
import { ErrorState, ListSkeleton } from '../components/states';
import { TopBar } from '../components/top-bar';
import { useResumeTarget } from '../hooks/use-resume-target';
import { kindLabel, sizeLabel, STATUS_LABEL } from '../lib/format';
import './page.css';
import './book-info.css';

/** 书籍详情: cover, facts, summary, 加入书架, 开始阅读 / 继续阅读 (at the saved position), the menu. */
function BookInfoPage() {
  const id = Number(useParams().id);
  const uid = useAuth((s) => s.account.uid);
  const navigate = useNavigate();
  const location = useLocation();
  const info = useBookInfo(id);
  const shelf = useSubscription(id);
  const resume = useResumeTarget(info.data, uid);

  if (info.isPending) {
    return (
      <div className="pr-page">
        <TopBar title="书籍详情" />
        <ListSkeleton rows={2} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className="pr-page">
        <TopBar title="书籍详情" />
        <ErrorState error={info.error} onRetry={() => void info.refetch()} title="书籍加载失败" />
      </div>
    );
  }
  const book = info.data;
  const toggleShelf = () => {
    if (!uid) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`);
      return;
    }
    shelf.mutate(!book.subscribed, {
      onSuccess: () => toast.success(book.subscribed ? '已移出书架' : '已加入书架'),
      onError: (error) => toast.error(errorMessage(error, '操作失败，请稍后重试')),
    });
  };
  const startId = resume?.chapterId ?? book.firstChapterId;

  return (
    <div className="pr-page pr-info" data-testid="book-info">
      <TopBar title={book.title} />
      <div className="pr-info__inner">
        <section className="pr-info__hero">
          <BookCover book={book} size="lg" eager />
          <div className="pr-info__facts">
            <h2 className="pr-info__title">{book.title}</h2>
            <p className="pr-info__author">{book.author}</p>
            <p className="pr-info__meta">
              <span className={`pr-info__status pr-info__status--${book.status}`}>{STATUS_LABEL[book.status]}</span>
              <span>{kindLabel(book.kind)}</span>
              <span>{sizeLabel(book)}</span>
              <span>{book.chapterCount}章</span>
            </p>
            {book.tags.length > 0 ? (
              <p className="pr-info__tags">
                {book.tags.map((tag) => (
                  <span key={tag} className="pr-info__tag">
                    {tag}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        </section>

        <section className="pr-info__section">
          <h3 className="pr-info__heading">简介</h3>
          <p className="pr-info__summary">{book.summary}</p>
        </section>

        <Link to={`/bookmenu/${book.id}`} className="pr-info__menu" data-testid="book-menu-link">
          <span>目录</span>
          <span className="pr-info__menu-latest">
            {resume?.title ? `读到：${resume.title}` : `最新：${book.latestChapterTitle}`}
            <span aria-hidden="true"> ›</span>
          </span>
        </Link>
        {book.paidChapterCount > 0 ? <p className="pr-info__paid">本书有 {book.paidChapterCount} 个付费章节，会员免费阅读</p> : null}

        <div className="pr-info__actions">
          <FavoriteToggle kind="book" id={book.id} className="pr-info__favorite" />
          <Button
            variant="ghost"
            onClick={toggleShelf}
            disabled={shelf.isPending}
            data-testid="shelf-toggle"
            aria-pressed={book.subscribed}
          >
            {book.subscribed ? '已在书架' : '加入书架'}
          </Button>
          {startId ? (
            <Link
              to={`/readbook/${book.id}/${startId}`}
              className="pt-button pt-button--primary pt-button--md pr-info__read"
              data-testid="start-reading"
            >
              {resume ? '继续阅读' : '开始阅读'}
            </Link>
          ) : (
            <Button disabled>暂无章节</Button>
          )}
        </div>
      </div>
    </div>
  );
}

export default withQueryClient(BookInfoPage);

/** The book, fetched on the server before it renders the page (issue 17), as a guest. */
export async function prefetch(client: QueryClient, route: PageRoute): Promise<void> {
  await client.prefetchQuery(bookInfoQuery(Number(route.params.id), authStore.getState().account.uid));
}
