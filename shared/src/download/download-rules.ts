import type { UserStatus } from '../types';
import { FREE_ONLINE_TYPE } from '../types';
import { isMemberStatus } from '../rules/membership';

/**
 * The download flow of spec §4 as decisions, with no UI in them (the flow module acts on them):
 *  1. onlineType 0 → download at once;
 *  2. otherwise, not logged in → login;
 *  3. logged in → the purchase confirmation dialog, showing the price;
 *  4. on confirm: no user status → login; price above coinNum → the insufficient-balance dialog;
 *     otherwise download;
 *  7. members (levelType ≥ 1) download free: no balance check.
 * A game the user already bought downloads at once too (the server charges once per game).
 */
export interface DownloadableGame {
  id: number;
  name: string;
  onlineType: number;
  buyAmount: number;
  /** Bought already by this user (from the game detail). */
  owned?: boolean;
  /** 适龄 label (game detail), shown to minors in the purchase dialog. */
  ageRating?: string;
}

export type FirstStep = 'download' | 'login' | 'confirm';
export type ConfirmStep = 'login' | 'insufficient' | 'download';

/** Spec §6/§7: levelType 1 or more and not expired (an expired member counts as a non-member). */
export function isMember(status: UserStatus | null): boolean {
  return isMemberStatus(status);
}

export function firstStep(game: DownloadableGame, loggedIn: boolean): FirstStep {
  if (game.onlineType === FREE_ONLINE_TYPE) return 'download';
  if (!loggedIn) return 'login';
  if (game.owned) return 'download';
  return 'confirm';
}

export function confirmStep(game: DownloadableGame, status: UserStatus | null): ConfirmStep {
  if (!status) return 'login';
  if (isMember(status)) return 'download';
  // Spec §5: a paid download needs coinNum at least equal to buyAmount.
  return game.buyAmount > status.coinNum ? 'insufficient' : 'download';
}

/** Spec §5: a download proceeds only when the returned link is non-empty and starts with http. */
export function isValidDownloadUrl(url: unknown): url is string {
  return typeof url === 'string' && url.length > 0 && url.startsWith('http');
}
