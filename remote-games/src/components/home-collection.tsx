import { Link } from '@portal/shared';
import { useFeaturedCollection } from '../api/collections';
import { GameBriefRow } from './game-brief-row';
import { Section } from './section';

const SHOWN = 4;

/** A collection (游戏单) on the home page (issue 18): the featured one's first games; hidden when there is none. */
export function HomeCollection() {
  const featured = useFeaturedCollection();
  const collection = featured.data;
  if (!collection) return null;
  return (
    <Section title="游戏单推荐" more={{ to: '/collections', label: '更多游戏单' }} testId="home-collection">
      <Link to={`/collection/${collection.id}`} className="pg-home-collection__head">
        <strong>{collection.title}</strong>
        <span>
          {collection.owner.name} · {collection.gameCount} 款游戏 · {collection.likeCount} 赞 ›
        </span>
      </Link>
      {collection.games.slice(0, SHOWN).map((game, index) => (
        <GameBriefRow key={game.id} game={game} index={index + 1} />
      ))}
    </Section>
  );
}
