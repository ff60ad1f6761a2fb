import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, useAuth, useParams } from '@portal/shared';
import { withQueryClient } from '@portal/shared/query';
import { useBookInfo } from '../api/books';
import { useChapterAround } from '../api/chapters';
import { WindowChapterList } from '../components/chapter-list';
import { EmptyState, ErrorState, ListSkeleton } from '../components/states';
import { TopBar } from '../components/top-bar';
import { useResumeTarget } from '../hooks/use-resume-target';
import './page.css';
import './book-menu.css';

/** 目录: every chapter with 已读 / price marks, a virtual list loaded page by page, 跳到上次读到. */
function BookMenuPage() {
  const id = Number(useParams().id);
  const uid = useAuth((s) => s.account.uid);
  const info = useBookInfo(id);
  const resume = useResumeTarget(info.data, uid);
  const around = useChapterAround(id, resume?.chapterId);
  const [focus, setFocus] = useState<{ index: number; key: number } | null>(null);
  const [reversed, setReversed] = useState(false);
  const lastReadIndex = around.data?.entry ? around.data.entry.index - 1 : null;

  let body: ReactNode;
  if (info.isPending) body = <ListSkeleton rows={6} />;
  else if (info.isError) body = <ErrorState error={info.error} onRetry={() => void info.refetch()} title="目录加载失败" />;
  else if (info.data.chapterCount === 0) body = <EmptyState title="还没有章节" description="作者正在努力创作中" />;
  else
    body = (
      <>
        <div className="pr-menu__bar">
          <span>
            共 {info.data.chapterCount} 章 · {info.data.status === 'finished' ? '已完结' : '连载中'}
          </span>
          <span className="pr-menu__tools">
            {lastReadIndex !== null ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  setFocus((was) => ({
                    index: reversed ? info.data.chapterCount - 1 - lastReadIndex : lastReadIndex,
                    key: (was?.key ?? 0) + 1,
                  }))
                }
                data-testid="jump-last-read"
              >
                跳到上次读到
              </Button>
            ) : null}
            <Button size="sm" variant="text" onClick={() => setReversed((r) => !r)} aria-pressed={reversed}>
              {reversed ? '正序' : '倒序'}
            </Button>
          </span>
        </div>
        <ReversibleList
          bookId={id}
          total={info.data.chapterCount}
          reversed={reversed}
          currentId={resume?.chapterId}
          focusIndex={focus?.index ?? null}
          focusKey={focus?.key}
        />
      </>
    );

  return (
    <div className="pr-page pr-menu" data-testid="book-menu">
      <TopBar title={info.data ? `${info.data.title} · 目录` : '目录'} fallback={`/bookinfo/${id}`} />
      <div className="pr-menu__body">{body}</div>
    </div>
  );
}

/** 倒序 is the same virtual list read from the end: the row at i shows chapter total-1-i. */
function ReversibleList({
  bookId,
  total,
  reversed,
  currentId,
  focusIndex,
  focusKey,
}: {
  bookId: number;
  total: number;
  reversed: boolean;
  currentId?: number | undefined;
  focusIndex: number | null;
  focusKey?: number | undefined;
}) {
  return (
    <WindowChapterList
      key={reversed ? 'desc' : 'asc'}
      bookId={bookId}
      total={total}
      currentId={currentId}
      focusIndex={focusIndex}
      focusKey={focusKey}
      reversed={reversed}
      currentLabel="读到这里"
    />
  );
}

export default withQueryClient(BookMenuPage);
