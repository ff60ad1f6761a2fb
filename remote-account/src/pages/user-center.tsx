import { withQueryClient } from '@portal/shared/query';
import { Link, useNavigate } from '@portal/shared';
import {
  Button,
  PageLoading,
  StatePanel,
  images,
  isMemberStatus,
  formatDate,
  logout,
  toast,
  useAuth,
  type UserProfile,
} from '@portal/shared';
import { useUserStatus } from '../api/accounts';
import { AvatarUploader } from '../components/user-center/avatar-uploader';
import { ProfileForm } from '../components/user-center/profile-form';
import '../components/user-center/user-center.css';

/** Where 我的 leads on a phone (issue 9): every section the tab bar has no room for. */
const ENTRIES = [
  { to: '/checkin', label: '每日签到', hint: '签到领奖励' },
  { to: '/activity', label: '活动中心', hint: '限时福利活动' },
  { to: '/message', label: '消息', hint: '通知与私信' },
  { to: '/favorite', label: '我的收藏', hint: '游戏与书籍' },
  { to: '/kefu', label: '联系客服', hint: '在线留言' },
  { to: '/welfare', label: '福利礼包', hint: '免费领取礼包码' },
  { to: '/recharge', label: 'X钻钱包', hint: '充值与明细' },
  { to: '/subscriblist', label: '我的书架', hint: '订阅的书籍' },
  { to: '/commenthistory', label: '我的帖子', hint: '帖子与评论' },
  { to: '/readhistory', label: '阅读记录', hint: '继续阅读' },
  { to: '/upcoming?tab=mine', label: '我的预约', hint: '新游上线提醒' },
  { to: '/followgames', label: '我关注的游戏', hint: '版本更新提醒' },
  { to: '/collections?tab=mine', label: '我的游戏单', hint: '整理与分享' },
  { to: '/reset', label: '修改密码', hint: '账号安全' },
  { to: '/business', label: '关于我们', hint: '商务合作' },
];

/** The personal centre: who I am, my diamonds and membership, my profile, and where to go next. */
function UserCenterPage() {
  const navigate = useNavigate();
  const status = useAuth((s) => s.status) as UserProfile | null;
  const statusQuery = useUserStatus();
  const failed = statusQuery.isError && !statusQuery.isFetching;

  const signOut = async () => {
    await logout();
    toast.info('已退出登录');
    navigate('/');
  };

  if (!status?.uid) {
    if (!failed) return <PageLoading />;
    return (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="个人信息加载失败"
        description="网络异常，请稍后重试。"
        action={<Button onClick={() => void statusQuery.refetch()}>重试</Button>}
      />
    );
  }

  // One membership rule everywhere (issue 9): an expired member is not a member.
  const member = isMemberStatus(status);
  return (
    <div className="pa-user" data-testid="user-center">
      <section className="pa-user__card">
        <AvatarUploader avatar={status.avatar} />
        <div className="pa-user__who">
          <h1 className="pa-user__name" data-testid="user-name">
            {status.name}
          </h1>
          <p className="pa-user__meta">
            <span data-testid="user-id">ID {status.uid}</span>
            {status.phone ? <span>手机 {status.phone}</span> : <Link to="/bind">绑定手机</Link>}
            <span>邀请码 {status.inviteCode}</span>
            <Link to="/realname" data-testid="user-realname">
              {status.needRealName ? '未实名认证 ›' : '已实名 ›'}
            </Link>
          </p>
        </div>
        <div className="pa-user__stats">
          <Link to="/recharge" className="pa-user__stat">
            <strong data-testid="user-coins">{status.coinNum}</strong>
            <span>X钻</span>
          </Link>
          <Link to="/profile?pop=1" className="pa-user__stat">
            <strong>{member ? '会员' : '未开通'}</strong>
            <span>{member ? `至 ${formatDate(status.expTime, '长期有效')}` : '开通会员'}</span>
          </Link>
        </div>
      </section>

      <nav className="pa-user__entries" aria-label="常用入口">
        {ENTRIES.map((entry) => (
          <Link key={entry.to} to={entry.to} className="pa-user__entry">
            <strong>{entry.label}</strong>
            <span>{entry.hint}</span>
          </Link>
        ))}
      </nav>

      <section className="pa-user__panel">
        <h2>个人资料</h2>
        <ProfileForm key={status.uid} profile={status} />
      </section>

      <div className="pa-user__signout">
        <Button variant="ghost" onClick={signOut} data-testid="user-sign-out">
          退出登录
        </Button>
      </div>
    </div>
  );
}

export default withQueryClient(UserCenterPage);
