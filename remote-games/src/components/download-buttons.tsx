import { useState } from 'react';
import { DownloadType, selectIsMember, startDownload, useAuth, type GameDetail, type PlatformType } from '@portal/shared';
import { downloadAccess, downloadPriceLabel } from '../lib/download-label';
import './download-buttons.css';

/**
 * One download button per platform the game supports. The label says what it costs this user
 * (免费 / price in X钻 / 已购买 / 会员免费); the click runs the shared download flow of spec §4,
 * which handles login, the purchase and insufficient-balance dialogs and opening the link.
 */
const PLATFORMS: { type: PlatformType; key: 'isAndroid' | 'isIos'; label: string; testId: string }[] = [
  { type: DownloadType.android, key: 'isAndroid', label: '安卓下载', testId: 'download-android' },
  { type: DownloadType.ios, key: 'isIos', label: 'iOS 下载', testId: 'download-ios' },
];

export function DownloadButtons({ game }: { game: GameDetail }) {
  // The expiry-aware check: a lapsed membership is not shown as 会员免费.
  const member = useAuth(selectIsMember);
  const [busy, setBusy] = useState<PlatformType | null>(null);
  const access = downloadAccess(game, member);
  const price = downloadPriceLabel(game, member);
  const available = PLATFORMS.filter((p) => game[p.key]);

  const download = async (platform: PlatformType) => {
    setBusy(platform);
    try {
      await startDownload(
        {
          id: game.id,
          name: game.name,
          onlineType: game.onlineType,
          buyAmount: game.buyAmount,
          owned: game.owned,
          ageRating: game.ageRating,
        },
        platform,
      );
    } finally {
      setBusy(null);
    }
  };

  if (available.length === 0) {
    return (
      <p className="pg-download__none" data-testid="download-unavailable">
        {game.isH5 ? '该游戏为 H5 游戏，暂不提供安装包下载' : '该游戏暂未开放下载'}
      </p>
    );
  }

  return (
    <div className="pg-download" data-access={access}>
      <div className="pg-download__buttons">
        {available.map((p) => (
          <button
            key={p.type}
            type="button"
            className={`pg-download__button pg-download__button--${p.key === 'isIos' ? 'ios' : 'android'}`}
            data-testid={p.testId}
            disabled={busy !== null}
            aria-busy={busy === p.type}
            onClick={() => void download(p.type)}
          >
            <span className="pg-download__label">{busy === p.type ? '请稍候…' : p.label}</span>
            <span className="pg-download__price">{price}</span>
          </button>
        ))}
      </div>
      {access === 'paid' ? <p className="pg-download__hint">付费游戏，购买一次后各平台均可免费下载；会员可免费下载</p> : null}
      {access === 'member' ? <p className="pg-download__hint">您是会员，付费游戏免费下载</p> : null}
    </div>
  );
}
