import { Link } from '@portal/shared';
import './rank-entries.css';

const ENTRIES = [
  { chart: 'hot', label: '热门榜', note: '近 7 天最火' },
  { chart: 'new', label: '新品榜', note: '新近上架' },
  { chart: 'reserve', label: '预约榜', note: '即将上线' },
  { chart: 'top', label: '高分榜', note: '玩家口碑' },
] as const;

/** The home page's way into 排行榜 (issue 18): one tile per chart. */
export function RankEntries() {
  return (
    <nav className="pg-section pg-rank-entries" aria-label="排行榜" data-testid="rank-entries">
      <div className="pg-section__head">
        <h2 className="pg-section__title">排行榜</h2>
        <Link to="/rank" className="pg-section__more" data-testid="rank-entry">
          全部榜单 ›
        </Link>
      </div>
      <div className="pg-rank-entries__grid">
        {ENTRIES.map((entry) => (
          <Link
            key={entry.chart}
            to={entry.chart === 'hot' ? '/rank' : `/rank?chart=${entry.chart}`}
            className={`pg-rank-entries__tile pg-rank-entries__tile--${entry.chart}`}
          >
            <strong>{entry.label}</strong>
            <span>{entry.note}</span>
          </Link>
        ))}
      </div>
    </nav>
  );
}
