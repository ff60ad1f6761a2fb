import { Button, useAuth } from '@portal/shared';
import { useChapterAround } from '../api/chapters';
import { LockIcon } from '../components/lock-icon';
import { chapterLabel } from '../lib/format';
import type { PaidChapter } from '../components/chapter-purchase';

/** A paid chapter not bought yet (HTTP 402, 1703): its price and the way to buy it. */
export function LockedChapter({
  bookId,
  chapterId,
  onBuy,
  buying,
}: {
  bookId: number;
  chapterId: number;
  onBuy: (chapter: PaidChapter) => void;
  buying: boolean;
}) {
  const uid = useAuth((s) => s.account.uid);
  const around = useChapterAround(bookId, chapterId);
  const entry = around.data?.entry ?? null;
  return (
    <section className="pr-locked" data-testid="chapter-locked">
      <LockIcon className="pr-locked__icon" />
      <h2 className="pr-locked__title">{entry ? chapterLabel(entry.index, entry.title) : '付费章节'}</h2>
      <p className="pr-locked__text">本章为付费章节，购买后即可阅读</p>
      {entry ? (
        <p className="pr-locked__price">
          <strong data-testid="locked-price">{entry.price}</strong> X钻
        </p>
      ) : null}
      <Button onClick={() => entry && onBuy(entry)} disabled={!entry || buying} data-testid="buy-chapter">
        {uid ? '购买本章' : '登录后购买'}
      </Button>
      <p className="pr-locked__note">会员免费阅读全部付费章节</p>
    </section>
  );
}
