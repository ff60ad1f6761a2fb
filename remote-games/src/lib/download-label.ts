import { FREE_ONLINE_TYPE, type DownloadableGame } from '@portal/shared';

/**
 * What a download costs this user, for the label on a download button (spec §4/§6): a free game
 * (onlineType 0) is 免费; a paid game already bought is 已购买 (the server charges once); a member
 * downloads paid games free (会员免费); anyone else pays the price in X钻.
 */
export type DownloadAccess = 'free' | 'owned' | 'member' | 'paid';

type PricedGame = Pick<DownloadableGame, 'onlineType' | 'buyAmount' | 'owned'>;

export function downloadAccess(game: PricedGame, member: boolean): DownloadAccess {
  if (game.onlineType === FREE_ONLINE_TYPE) return 'free';
  if (game.owned) return 'owned';
  if (member) return 'member';
  return 'paid';
}

export function formatPrice(buyAmount: number): string {
  return `${buyAmount} X钻`;
}

export function downloadPriceLabel(game: PricedGame, member: boolean): string {
  switch (downloadAccess(game, member)) {
    case 'free':
      return '免费';
    case 'owned':
      return '已购买';
    case 'member':
      return '会员免费';
    case 'paid':
      return formatPrice(game.buyAmount);
  }
}
