import { Link } from '@portal/shared';
import { GAME_CATEGORIES } from '@portal/shared';
import './category-entries.css';

/** The ten categories of spec §1 as entries to /games/<slug>. */
const TINTS = ['#ff8a65', '#7e8cff', '#36c2a0', '#ffb74d', '#4fc3f7', '#f06292', '#9ccc65', '#78909c', '#ba68c8', '#26c6da'];

export function CategoryEntries({ active }: { active?: string | undefined }) {
  return (
    <nav className="pg-categories" aria-label="游戏分类">
      {GAME_CATEGORIES.map((category, index) => (
        <Link
          key={category.id}
          to={`/games/${category.slug}`}
          className={`pg-categories__entry${active === category.slug ? ' pg-categories__entry--active' : ''}`}
          data-testid="category-entry"
          data-category={category.slug}
        >
          <span className="pg-categories__icon" style={{ background: TINTS[index % TINTS.length] }} aria-hidden="true">
            {category.name.slice(0, 1)}
          </span>
          <span className="pg-categories__name">{category.name}</span>
        </Link>
      ))}
    </nav>
  );
}
