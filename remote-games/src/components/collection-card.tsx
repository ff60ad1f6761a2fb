import { EncryptedImage, Link, type CollectionCard as Card } from '@portal/shared';
import './game-extras.css';

/** A collection (游戏单) in a list: up to four icons, the title, its author, games and likes. */
export function CollectionCard({ card }: { card: Card }) {
  return (
    <Link to={`/collection/${card.id}`} className="pg-collection-card" data-testid="collection-card" data-collection-id={card.id}>
      <span className="pg-collection-card__icons" aria-hidden="true">
        {card.icons.length ? (
          card.icons.map((icon, index) => (
            <EncryptedImage key={`${index}-${icon}`} src={icon} alt="" className="pg-collection-card__icon" loading="lazy" />
          ))
        ) : (
          <span className="pg-collection-card__empty">单</span>
        )}
      </span>
      <span className="pg-collection-card__body">
        <span className="pg-collection-card__title">
          {card.isPublic ? null : <span className="pg-chip pg-chip--muted">私密</span>}
          {card.title}
        </span>
        <span className="pg-collection-card__note">{card.note || '作者很懒，什么也没写'}</span>
        <span className="pg-collection-card__meta">
          {card.owner.name}
          {card.owner.staff ? <span className="pg-chip">官方</span> : null} · {card.gameCount} 款游戏 · {card.likeCount} 赞
        </span>
      </span>
    </Link>
  );
}
