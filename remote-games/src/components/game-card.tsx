import { Link } from '@portal/shared';
import { EncryptedImage, PlatformIcons, type GameSummary } from '@portal/shared';
import { downloadPriceLabel } from '../lib/download-label';
import { formatCount } from '../lib/format';
import './common.css';
import './game-card.css';

/** One game in a list: icon, name, summary, platforms and 免费 or the price in X钻; opens the detail. */
export function GameCard({ game, rank }: { game: GameSummary; rank?: number }) {
  const free = game.onlineType === 0;
  return (
    <Link to={`/detail/${game.id}`} className="pg-card" data-testid="game-card" data-game-id={game.id}>
      {rank !== undefined ? <span className={`pg-card__rank pg-card__rank--${Math.min(rank, 4)}`}>{rank}</span> : null}
      <EncryptedImage src={game.icon} alt={game.name} className="pg-card__icon" loading="lazy" />
      <span className="pg-card__body">
        <span className="pg-card__name">{game.name}</span>
        <span className="pg-card__summary">{game.summary}</span>
        <span className="pg-card__meta">
          <PlatformIcons isIos={game.isIos} isAndroid={game.isAndroid} isH5={game.isH5} />
          {game.tags.slice(0, 2).map((tag) => (
            <span key={tag} className="pg-card__tag">
              {tag}
            </span>
          ))}
          <span className="pg-card__count">{formatCount(game.downloadCount)}次下载</span>
        </span>
      </span>
      <span className="pg-card__side">
        <span className={`pg-price${free ? ' pg-price--free' : ''}`}>{downloadPriceLabel(game, false)}</span>
        <span className="pg-card__cta">查看</span>
      </span>
    </Link>
  );
}

export function GameCardSkeleton() {
  return (
    <div className="pg-card pg-card--skeleton" aria-hidden="true">
      <span className="pg-card__icon pg-skeleton" />
      <span className="pg-card__body">
        <span className="pg-skeleton" style={{ width: '45%', height: 16 }} />
        <span className="pg-skeleton" style={{ width: '90%', height: 12, marginTop: 8 }} />
        <span className="pg-skeleton" style={{ width: '60%', height: 12, marginTop: 8 }} />
      </span>
    </div>
  );
}

/** Cards in a responsive grid: one column on a phone, two on a tablet, three on a desktop. */
export function GameGrid({ games, ranked, compact }: { games: GameSummary[]; ranked?: boolean; compact?: boolean }) {
  return (
    <div className={`pg-grid${compact ? ' pg-grid--compact' : ''}`}>
      {games.map((game, index) => (
        <GameCard key={game.id} game={game} {...(ranked ? { rank: index + 1 } : {})} />
      ))}
    </div>
  );
}

export function GameGridSkeleton({ count = 6, compact }: { count?: number; compact?: boolean }) {
  return (
    <div className={`pg-grid${compact ? ' pg-grid--compact' : ''}`} data-testid="list-loading" aria-busy="true" role="status">
      <span className="pg-sr-only">加载中…</span>
      {Array.from({ length: count }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </div>
  );
}
