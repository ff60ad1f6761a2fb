import type { GameBrief } from '@portal/shared/types';

/**
 * A game as other modules list it (pre-registration, follows, collections — issue 18): the
 * columns of games they select (from `games g`), and the row → GameBrief mapping, kept here
 * with the table's owner so every list shows a game the same way.
 */
export const GAME_BRIEF_COLUMNS = `g.id::int AS game_id, g.name AS game_name, g.icon AS game_icon, g.summary AS game_summary,
  g.category_id::int AS game_category_id`;

export interface GameBriefRow {
  game_id: number;
  game_name: string;
  game_icon: string;
  game_summary: string;
  game_category_id: number;
}

export function toGameBrief(row: GameBriefRow): GameBrief {
  return { id: row.game_id, name: row.game_name, icon: row.game_icon, summary: row.game_summary, categoryId: row.game_category_id };
}
