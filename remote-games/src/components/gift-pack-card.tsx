import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/shared';
import { Button, EncryptedImage, ResultCode, isApiError, toast, useAuth, type GiftPack } from '@portal/shared';
import { copyText } from '@portal/shared/page-ui';
import { useClaimGift } from '../api/gifts';
import { formatDate } from '@portal/shared';
import './gift-pack-card.css';

/**
 * One gift pack (detail and welfare): what it holds, how many are left, and 领取. A guest is sent
 * to login and back; a claimed code is shown with 复制 (spec §8: 复制成功); an empty pool shows
 * the server's message.
 */
export interface GiftPackCardProps {
  pack: GiftPack;
  /** Welfare lists packs of every game: show which game this one belongs to. */
  showGame?: boolean;
}

export function GiftPackCard({ pack, showGame }: GiftPackCardProps) {
  const uid = useAuth((s) => s.account.uid);
  const navigate = useNavigate();
  const location = useLocation();
  const claim = useClaimGift();
  const [notice, setNotice] = useState<string | null>(null);

  const expired = pack.expiresAt !== null && Date.parse(pack.expiresAt) < Date.now();
  const soldOut = pack.remaining <= 0;
  const percent = pack.total > 0 ? Math.max(0, Math.min(100, (pack.remaining / pack.total) * 100)) : 0;

  const onClaim = () => {
    if (!uid) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setNotice(null);
    claim.mutate(pack.id, {
      onSuccess: (result) => toast.success(result.newlyClaimed ? '领取成功' : '您已领取过该礼包'),
      onError: (error) => {
        const message = isApiError(error) ? error.message : '领取失败，请稍后重试';
        if (isApiError(error) && error.code === ResultCode.giftPoolEmpty) setNotice(message);
        else toast.error(message);
      },
    });
  };

  const code = pack.claimedCode;
  return (
    <article className="pg-gift" data-testid="gift-pack" data-gift-id={pack.id}>
      {showGame ? (
        <Link to={`/detail/${pack.gameId}`} className="pg-gift__game">
          {pack.gameIcon ? (
            <EncryptedImage src={pack.gameIcon} alt="" className="pg-gift__game-icon" loading="lazy" />
          ) : (
            <span className="pg-gift__game-icon pg-gift__game-icon--letter" aria-hidden="true">
              {pack.gameName.slice(0, 1)}
            </span>
          )}
          <span className="pg-gift__game-name">{pack.gameName}</span>
          <span className="pg-gift__game-more">进入游戏 ›</span>
        </Link>
      ) : null}
      <div className="pg-gift__main">
        <span className="pg-gift__badge" aria-hidden="true">
          礼
        </span>
        <div className="pg-gift__body">
          <h3 className="pg-gift__name">{pack.name}</h3>
          <p className="pg-gift__content">{pack.content}</p>
          <div className="pg-gift__stock">
            <span className="pg-gift__bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span className="pg-gift__left">
              剩余 {pack.remaining}/{pack.total}
            </span>
          </div>
          {pack.expiresAt ? <p className="pg-gift__expiry">有效期至 {formatDate(pack.expiresAt, '—')}</p> : null}
        </div>
        {code ? null : (
          <Button
            size="sm"
            className="pg-gift__claim"
            data-testid="gift-claim"
            data-gift-id={pack.id}
            disabled={claim.isPending || soldOut || expired}
            onClick={onClaim}
          >
            {claim.isPending ? '领取中…' : expired ? '已过期' : soldOut ? '已领完' : '领取'}
          </Button>
        )}
      </div>
      {code ? <GiftCode code={code} usage={pack.usage} /> : null}
      {notice ? (
        <p className="pg-gift__notice" role="status" data-testid="gift-notice">
          {notice}
        </p>
      ) : null}
    </article>
  );
}

/** A claimed code with its copy button (also used by the 礼包奖励 page). */
export function GiftCode({ code, usage }: { code: string; usage?: string | undefined }) {
  const copy = async () => {
    if (await copyText(code)) toast.success('复制成功');
    else toast.error('复制失败，请长按兑换码手动复制');
  };
  return (
    <div className="pg-gift__code-box">
      <div className="pg-gift__code-row">
        <span className="pg-gift__code-label">兑换码</span>
        <code className="pg-gift__code" data-testid="gift-code">
          {code}
        </code>
        <Button size="sm" variant="ghost" data-testid="gift-copy" onClick={() => void copy()}>
          复制
        </Button>
      </div>
      {usage ? <p className="pg-gift__usage">使用方法：{usage}</p> : null}
    </div>
  );
}
