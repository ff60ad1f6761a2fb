import type { ReactNode } from 'react';
import { EncryptedImage, Link, type GameBrief } from '@portal/shared';
import './game-extras.css';

/** A game in the lists of issue 18 (upcoming, followed, a collection): icon, name, a line, an action. */
export function GameBriefRow({
  game,
  line,
  side,
  index,
  compact,
}: {
  game: GameBrief;
  line?: ReactNode;
  side?: ReactNode;
  index?: number;
  /** Small icon and no second line: rows with several buttons (the edit form). */
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'pg-brief pg-brief--compact' : 'pg-brief'} data-testid="game-brief" data-game-id={game.id}>
      {index !== undefined ? <span className="pg-brief__index">{index}</span> : null}
      <Link to={`/detail/${game.id}`} className="pg-brief__link">
        <EncryptedImage src={game.icon} alt={game.name} className="pg-brief__icon" loading="lazy" />
        <span className="pg-brief__body">
          <span className="pg-brief__name">{game.name}</span>
          {compact ? null : <span className="pg-brief__line">{line ?? game.summary}</span>}
        </span>
      </Link>
      {side ? <span className="pg-brief__side">{side}</span> : null}
    </div>
  );
}
