import type { ReactNode } from 'react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, toast, useAuth, useNavigate, useParams } from '@portal/shared';
import { useQueryClient, withQueryClient } from '@portal/shared/query';
import type { Locator, ReadingProgress } from '@portal/shared/types';
import { useBookInfo } from '../api/books';
import { isLockedChapter, prefetchChapter, useChapter, useChapterAround } from '../api/chapters';
import { useServerProgress } from '../api/progress';
import { useChapterPurchase } from '../components/chapter-purchase';
import { ErrorState } from '../components/states';
import { TopBar } from '../components/top-bar';
import { useReaderSettings } from '../hooks/use-reader-settings';
import { samePlace } from '../lib/locator';
import { positionOnOpen, readLocalPosition } from '../lib/progress-sync';
import { ChapterDrawer } from '../reader/chapter-drawer';
import { ComicPages } from '../reader/comic-pages';
import { LockedChapter } from '../reader/locked-chapter';
import { PagedNovel } from '../reader/novel-paged';
import { ScrolledNovel } from '../reader/novel-scroll';
import { bookProgressFor } from '../reader/progress-registry';
import { SettingsSheet } from '../reader/settings-sheet';
import '../reader/reader.css';

/** The next chapter is fetched once this much of the current one is read (issue 13). */
const PREFETCH_AT = 0.25;

/**
 * 阅读: a chapter of a novel (pages or scroll, the player's type and theme) or a comic (pages one
 * under another). It opens where the player was — this device's position or the server's,
 * whichever is newer — saves the position as they read, fetches the next chapter ahead, and turns
 * a locked chapter into the purchase dialog.
 */
function ReaderPage() {
  const params = useParams();
  const bookId = Number(params.id);
  const chapterId = Number(params.cid);
  const uid = useAuth((s) => s.account.uid);
  const navigate = useNavigate();
  const client = useQueryClient();
  const info = useBookInfo(bookId);
  const chapter = useChapter(bookId, chapterId);
  const server = useServerProgress(bookId);
  const [settings, setSettings, settingsLoaded] = useReaderSettings(uid);
  const [chrome, setChrome] = useState(true);
  const [panel, setPanel] = useState<'none' | 'settings' | 'menu'>('none');
  const [target, setTarget] = useState<{ locator: Locator; seq: number } | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const purchase = useChapterPurchase(bookId, info.data?.title ?? '');
  const keeper = useMemo(() => bookProgressFor(uid, bookId), [uid, bookId]);
  const content = chapter.data;
  // A locked chapter has no content: its title and neighbours come from the menu page that holds it.
  const around = useChapterAround(bookId, chapter.isError ? chapterId : null);
  const neighbours = useMemo(() => {
    const items = around.data?.page.items ?? [];
    const at = items.findIndex((item) => item.id === chapterId);
    return at < 0 ? { prev: null, next: null } : { prev: items[at - 1]?.id ?? null, next: items[at + 1]?.id ?? null };
  }, [around.data, chapterId]);
  const prevId = content ? content.prevChapterId : neighbours.prev;
  const nextChapter = content ? content.nextChapterId : neighbours.next;
  const title = content?.chapter.title ?? around.data?.entry?.title ?? '';

  // Saving: the first place a chapter shows is where it was opened, not a move; every move after is reported.
  const baseline = useRef<Locator | null>(null);
  const moved = useRef(false);
  const latest = useRef<Locator | null>(null);
  const prefetched = useRef(false);
  // Reaching a chapter by turning pages past the end is reading it: it is saved from its first page.
  const arrivedByTurn = useRef(false);
  const placeAt = useCallback((locator: Locator | null) => {
    baseline.current = null;
    moved.current = arrivedByTurn.current;
    arrivedByTurn.current = false;
    latest.current = null;
    prefetched.current = false;
    setTarget(locator ? { locator, seq: Date.now() } : null);
  }, []);

  // Where this chapter opens: decided once per chapter, after the server's position is known —
  // before paint, so a chapter already in memory (prefetched) shows in the frame after the tap.
  const serverKnown = !uid || server.isFetched;
  useLayoutEffect(() => {
    if (!serverKnown || opened === chapterId) return;
    const local = readLocalPosition(uid, bookId);
    const { position, upload } = positionOnOpen(local, server.data ?? null);
    if (upload && local) keeper.upload(local);
    placeAt(position && position.locator.chapterId === chapterId ? position.locator : null);
    setOpened(chapterId);
  }, [serverKnown, opened, chapterId, uid, bookId, server.data, keeper, placeAt]);

  // Another device was further on (a save answered applied: false): the reader goes there.
  useEffect(() => {
    keeper.setListeners({
      onServerNewer: (progress: ReadingProgress) => {
        if (progress.locator.chapterId === chapterId) placeAt(progress.locator);
        else {
          toast.info(`已同步其他设备的进度：${progress.chapterTitle}`);
          navigate(`/readbook/${bookId}/${progress.locator.chapterId}`, { replace: true });
        }
      },
    });
    return () => keeper.setListeners({});
  }, [keeper, chapterId, bookId, navigate, placeAt]);

  const nextId = content?.nextChapterId ?? null;
  const onPosition = useCallback(
    (locator: Locator, read: number) => {
      if (!baseline.current) baseline.current = locator;
      else if (!moved.current && !samePlace(locator, baseline.current)) {
        moved.current = true;
        // Reading has begun: the bars make way for the text (a tap in the middle brings them back).
        setChrome(false);
      }
      if (moved.current && !samePlace(locator, latest.current)) keeper.report(locator, title);
      latest.current = locator;
      if (read >= PREFETCH_AT && nextId && !prefetched.current) {
        prefetched.current = true;
        void prefetchChapter(client, bookId, nextId, uid);
      }
    },
    [keeper, title, nextId, client, bookId, uid],
  );

  // Leaving (another tab, the app in the background, another page): the last place is kept.
  useEffect(() => {
    const save = () => {
      if (moved.current && latest.current) keeper.report(latest.current, title);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', save);
    };
  }, [keeper, title]);

  const goChapter = useCallback(
    (id: number | null | undefined, edge: string) => {
      if (id) {
        arrivedByTurn.current = true;
        navigate(`/readbook/${bookId}/${id}`, { replace: true });
      } else toast.info(edge);
    },
    [navigate, bookId],
  );
  const onPrev = useCallback(() => goChapter(prevId, '已经是第一章了'), [goChapter, prevId]);
  const onNext = useCallback(() => goChapter(nextChapter, '已经是最新章节了'), [goChapter, nextChapter]);
  const toggleChrome = useCallback(() => setChrome((c) => !c), []);

  const isComic = (content?.kind ?? info.data?.kind) === 'comic';
  const ready = content && opened === chapterId && settingsLoaded;
  const viewProps = content
    ? { chapter: content, settings, target, onPosition, onToggleChrome: toggleChrome, onPrevChapter: onPrev, onNextChapter: onNext }
    : null;

  let body: ReactNode;
  if (chapter.isError && isLockedChapter(chapter.error)) {
    body = <LockedChapter bookId={bookId} chapterId={chapterId} onBuy={purchase.open} buying={purchase.buying} />;
  } else if (chapter.isError) {
    body = <ErrorState error={chapter.error} onRetry={() => void chapter.refetch()} title="章节加载失败" />;
  } else if (!ready || !viewProps) {
    body = (
      <div className="pr-reader__loading" role="status">
        正在打开章节…
      </div>
    );
  } else if (content.kind === 'comic') {
    body = <ComicPages key={chapterId} {...viewProps} />;
  } else if (settings.mode === 'paged') {
    body = <PagedNovel key={chapterId} {...viewProps} />;
  } else {
    body = <ScrolledNovel key={chapterId} {...viewProps} />;
  }

  const locked = chapter.isError;
  const showChrome = chrome || locked || !ready;
  return (
    <div
      className={`pr-reader pr-reader--${isComic ? 'comic' : settings.theme} pr-reader--${isComic ? 'scroll' : settings.mode}`}
      data-testid="reader"
      data-theme={settings.theme}
      data-mode={settings.mode}
      data-font-size={settings.fontSize}
      data-chrome={showChrome}
    >
      <div className={`pr-reader__top${showChrome ? '' : ' pr-reader__top--hidden'}`}>
        <TopBar
          title={info.data ? `${info.data.title}${title ? ` · ${title}` : ''}` : title || '阅读'}
          fallback={`/bookinfo/${bookId}`}
          actions={
            <Link to={`/bookinfo/${bookId}`} className="pr-reader__info-link">
              详情
            </Link>
          }
        />
      </div>
      <main className="pr-reader__body">{body}</main>
      <nav className={`pr-reader__bottom${showChrome ? '' : ' pr-reader__bottom--hidden'}`} aria-label="阅读工具">
        <button type="button" className="pr-reader__tool" onClick={onPrev} disabled={!prevId} data-testid="prev-chapter">
          上一章
        </button>
        <button
          type="button"
          className="pr-reader__tool"
          onClick={() => setPanel(panel === 'menu' ? 'none' : 'menu')}
          data-testid="open-drawer"
        >
          目录
        </button>
        {!isComic ? (
          <button
            type="button"
            className="pr-reader__tool"
            onClick={() => setPanel(panel === 'settings' ? 'none' : 'settings')}
            data-testid="open-settings"
          >
            设置
          </button>
        ) : null}
        <button type="button" className="pr-reader__tool" onClick={onNext} disabled={!nextChapter} data-testid="next-chapter">
          下一章
        </button>
      </nav>
      {panel === 'settings' ? <SettingsSheet settings={settings} onChange={setSettings} onClose={() => setPanel('none')} /> : null}
      {panel === 'menu' && info.data ? (
        <ChapterDrawer
          bookId={bookId}
          bookTitle={info.data.title}
          total={info.data.chapterCount}
          currentId={chapterId}
          currentIndex={(content?.chapter.index ?? 1) - 1}
          onClose={() => setPanel('none')}
        />
      ) : null}
      {purchase.dialogs}
    </div>
  );
}

export default withQueryClient(ReaderPage);
