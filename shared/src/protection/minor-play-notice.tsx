import { useEffect, useState } from 'react';
import { useAuth } from '../auth';
import { loadHolidayCalendar } from '../rules/holiday-calendar';
import { MINOR_PLAY_NOTICE, minorPlayToday } from '../rules/play-window';
import './protection.css';

/** A verified player under 18 (the age comes from the ID's birth date). */
export function useIsVerifiedMinor(): boolean {
  return useAuth((s) => Boolean(s.account.uid) && !s.account.needRealName && s.account.age > 0 && s.account.age < 18);
}

/**
 * The minors' play notice (NPPA 2021) for a game: the permitted window and the game's 适龄
 * label, shown to verified minors on the game's page and in the download dialog. Today's line is
 * worked out after mounting (it depends on the clock, which a server render would not share, and
 * on the holiday calendar, loaded then).
 */
export function MinorPlayNotice({ ageRating, compact = false }: { ageRating?: string; compact?: boolean }) {
  const minor = useIsVerifiedMinor();
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    if (!minor) return;
    let live = true;
    // Today's line needs the holiday calendar, fetched only now (the rule's text needs nothing).
    loadHolidayCalendar()
      .then((calendar) => {
        if (live) setToday(minorPlayToday(new Date(), calendar));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [minor]);
  if (!minor) return null;
  return (
    <aside className={`pt-minor${compact ? ' pt-minor--compact' : ''}`} data-testid="minor-play-notice" aria-label="未成年人游戏时间提示">
      <div className="pt-minor__head">
        <span className="pt-minor__title">未成年人游戏提示</span>
        {ageRating ? (
          <span className="pt-minor__age" data-testid="minor-age-rating">
            适龄 {ageRating}
          </span>
        ) : null}
      </div>
      <p className="pt-minor__rule">{MINOR_PLAY_NOTICE}</p>
      {today ? <p className="pt-minor__today">{today}</p> : null}
    </aside>
  );
}
