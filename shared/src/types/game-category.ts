/**
 * The ten game categories of spec §1, with stable ids and URL slugs (`/games/:type?`).
 * Declared once here and used by the server's seed and every client.
 */
export interface GameCategory {
  id: number;
  slug: string;
  name: string;
}

export const GAME_CATEGORIES: readonly GameCategory[] = [
  { id: 1, slug: 'rpg', name: '角色扮演' },
  { id: 2, slug: 'card', name: '卡牌对战' },
  { id: 3, slug: 'strategy', name: '策略塔防' },
  { id: 4, slug: 'sports', name: '竞技体育' },
  { id: 5, slug: 'casual', name: '休闲单机' },
  { id: 6, slug: 'anime', name: '二次元' },
  { id: 7, slug: 'simulation', name: '模拟经营' },
  { id: 8, slug: 'shooter', name: '射击' },
  { id: 9, slug: 'action', name: '动作冒险' },
  { id: 10, slug: 'music', name: '音乐剧情' },
];
