import { GAME_CATEGORIES, type GameCategory } from '@portal/shared';

/** `/games/:type?`: the type is a category slug (rpg) or its id (1). */
export function findCategory(type: string | undefined): GameCategory | undefined {
  if (!type) return undefined;
  const key = type.trim().toLowerCase();
  return GAME_CATEGORIES.find((c) => c.slug === key || String(c.id) === key);
}
