import { weekdayOf } from '@portal/shared/rules';
import type { CheckinDay } from '@portal/shared/types';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

const STATE_LABELS: Record<CheckinDay['state'], string> = {
  checked: '已签到',
  madeUp: '已补签',
  missed: '漏签，可补签',
  today: '今天',
  future: '',
  before: '',
};

/**
 * This month's calendar (weeks from Monday): checked and made-up days marked, missed days
 * tappable to make them up, today ringed, days to come (and days before the account) muted.
 */
export function CheckinCalendar({ month, days, onMakeUp }: { month: string; days: CheckinDay[]; onMakeUp: (day: string) => void }) {
  const [year, monthNumber] = month.split('-');
  const lead = days.length > 0 ? weekdayOf(days[0]!.day) : 0;
  return (
    <section className="pa-eng-card" aria-labelledby="pa-eng-calendar-title">
      <h2 id="pa-eng-calendar-title" className="pa-eng-card__title">
        {year}年{Number(monthNumber)}月<span className="pa-eng-card__hint">点击漏签日期可补签</span>
      </h2>
      <div className="pa-eng-calendar" data-testid="checkin-calendar">
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="pa-eng-calendar__weekday">
            {weekday}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} aria-hidden="true" />
        ))}
        {days.map(({ day, state }) => {
          const date = Number(day.slice(8));
          const label = `${Number(monthNumber)}月${date}日 ${STATE_LABELS[state]}`.trim();
          const common = {
            className: `pa-eng-day pa-eng-day--${state}`,
            'data-testid': `checkin-day-${day}`,
            'data-state': state,
            'aria-label': label,
          };
          return state === 'missed' ? (
            <button key={day} type="button" {...common} onClick={() => onMakeUp(day)}>
              <span className="pa-eng-day__date">{date}</span>
              <span className="pa-eng-day__mark">补签</span>
            </button>
          ) : (
            <span key={day} {...common}>
              <span className="pa-eng-day__date">{date}</span>
              {state === 'checked' || state === 'madeUp' ? (
                <span className="pa-eng-day__mark" aria-hidden="true">
                  {state === 'checked' ? '✓' : '补'}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
      <div className="pa-eng-legend" aria-hidden="true">
        <span className="pa-eng-legend__item pa-eng-legend__item--checked">已签到</span>
        <span className="pa-eng-legend__item pa-eng-legend__item--madeUp">已补签</span>
        <span className="pa-eng-legend__item pa-eng-legend__item--missed">漏签</span>
      </div>
    </section>
  );
}
