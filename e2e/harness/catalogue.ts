import type { GameListResult } from '@portal/shared/types';
import { api } from './api';

/** The first page of the demo catalogue as a client asks for it (hot first). */
export function gameList(portalUrl: string, pageSize: number): Promise<GameListResult> {
  return api<GameListResult>(portalUrl, '/web/game/list', { page: 1, pageSize });
}

/** A detail page every test may open: the catalogue's first game. */
export async function firstGameDetailPath(portalUrl: string): Promise<string> {
  return `/detail/${(await gameList(portalUrl, 1)).items[0]!.id}`;
}
