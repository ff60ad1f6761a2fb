import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/shared';
import { Button, PageLoading, StatePanel, images, isMemberStatus, parseExpTime, useAuth, type UserProfile } from '@portal/shared';
import { errorMessage, withQueryClient } from '@portal/shared/query';
import type { VipBadge, VipOpenResult } from '@portal/shared/types';
import { useUserStatus } from '../api/accounts';
import { useVipConfig } from '../api/wallet';
import { VipBadgeTag } from '../components/vip/vip-badge';
import { VipPopup, type VipConfigState } from '../components/vip/vip-popup';
import { formatDate } from '@portal/shared';
import '../components/vip/vip.css';

const LOGIN_LINK = `/login?redirect=${encodeURIComponent('/profile?pop=1')}`;

function expiryText(expTime: UserProfile['expTime']): string {
  const ms = parseExpTime(expTime ?? null);
  return ms === null ? '' : formatDate(ms);
}

/** 个人资料 (no header): my card, membership status and the membership popup (?pop=1 opens it). */
function ProfilePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const uid = useAuth((s) => s.account.uid);
  const status = useAuth((s) => s.status) as UserProfile | null;
  const fromGame = useAuth((s) => s.vipConfig.type === 1);
  const gameId = useAuth((s) => (s.vipConfig.type === 1 && Number(s.vipConfig.source) > 0 ? Number(s.vipConfig.source) : null));
  const statusQuery = useUserStatus();
  const vipConfig = useVipConfig(Boolean(uid));
  const [openedBadge, setOpenedBadge] = useState<VipBadge | null>(null);
  const [popupOpen, setPopupOpen] = useState(() => params.get('pop') === '1');
  const statusFailed = statusQuery.isError && !statusQuery.isFetching;
  const loadStatus = () => void statusQuery.refetch();
  const config: VipConfigState = vipConfig.data
    ? { kind: 'ready', config: vipConfig.data }
    : vipConfig.isError
      ? { kind: 'error', message: errorMessage(vipConfig.error, '加载失败') }
      : { kind: 'loading' };
  const badge = openedBadge ?? vipConfig.data?.badge ?? null;

  useEffect(() => {
    if (params.get('pop') === '1') setPopupOpen(true);
  }, [params]);

  const closePopup = useCallback(() => {
    setPopupOpen(false);
    if (params.get('pop')) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('pop');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  const onOpened = useCallback((result: VipOpenResult) => setOpenedBadge(result.badge), []);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  const top = (
    <div className="pa-profile__top">
      <Button variant="text" size="sm" onClick={back} aria-label="返回">
        ‹ 返回
      </Button>
      <h1>个人资料</h1>
      <span style={{ width: 56 }} />
    </div>
  );

  if (!uid) {
    return (
      <div className="pa-profile" data-testid="profile-page">
        {top}
        <div className="pa-profile__guest" data-testid="profile-guest">
          <StatePanel
            image={images.defaultAvatar}
            title="登录后查看个人资料"
            description="登录后可查看X钻余额、开通或续费会员"
            action={
              <Link to={LOGIN_LINK} className="pt-button pt-button--primary pt-button--md" data-testid="profile-login">
                立即登录
              </Link>
            }
          />
        </div>
      </div>
    );
  }

  if (!status?.uid) {
    if (!statusFailed) return <PageLoading />;
    return (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="个人信息加载失败"
        description="网络异常，请稍后重试。"
        action={<Button onClick={loadStatus}>重试</Button>}
      />
    );
  }

  const member = isMemberStatus(status);
  const expiry = expiryText(status.expTime);

  return (
    <div className="pa-profile" data-testid="profile-page">
      {top}
      <section className="pa-profile__card">
        <img className="pa-profile__avatar" src={status.avatar || images.defaultAvatar} alt="头像" />
        <div>
          <h2 className="pa-profile__name">
            <span data-testid="profile-name">{status.name}</span>
            {member && <VipBadgeTag badge={badge ?? 'normal'} />}
          </h2>
          <p className="pa-profile__meta">
            <span data-testid="profile-id">ID {status.uid}</span>
            <Link to="/recharge" style={{ color: '#fff' }}>
              <span data-testid="profile-coins">{status.coinNum}</span> X钻
            </Link>
          </p>
        </div>
        <div className="pa-profile__vip" data-testid="profile-vip" data-member={member ? 'true' : 'false'}>
          <p>
            {member ? '会员' : '未开通会员'}
            <small>
              {member ? (
                <>
                  有效期至 <span data-testid="vip-expiry">{expiry || '长期有效'}</span>
                </>
              ) : (
                '开通会员，畅享更多特权'
              )}
            </small>
          </p>
          <Button size="sm" onClick={() => setPopupOpen(true)} data-testid="vip-open-button">
            {member ? '续费会员' : '开通会员'}
          </Button>
        </div>
      </section>
      {fromGame && <p className="pa-vip__from-game">开通会员后即可免费下载该游戏</p>}
      <nav className="pa-profile__links" aria-label="常用入口">
        <Link to="/recharge">
          <strong>X钻充值</strong>
          <span>余额 {status.coinNum} X钻</span>
        </Link>
        <Link to="/user">
          <strong>个人中心</strong>
          <span>编辑资料与账号安全</span>
        </Link>
      </nav>

      <VipPopup
        open={popupOpen}
        onClose={closePopup}
        member={member}
        fromGame={fromGame}
        config={config}
        onRetry={() => void vipConfig.refetch()}
        onOpened={onOpened}
        {...(gameId !== null ? { onReturnToGame: () => navigate(`/detail/${gameId}`) } : {})}
      />
    </div>
  );
}

export default withQueryClient(ProfilePage);
