import { Link, images, logout, selectIsLoggedIn, toast, useAuth } from '@portal/shared';

/**
 * Spec §2 Header. Logged in: avatar, name, ID, count of new private messages, favourites, user
 * centre, sign out (the profile link carries pop=1). Logged out: login and register.
 * On a phone the name truncates and ID, 收藏, 个人中心 and 退出 give way (they are in 我的); the
 * balance and the message count always stay (issue 9).
 */
export function HeaderAccount() {
  const loggedIn = useAuth(selectIsLoggedIn);
  const account = useAuth((s) => s.account);
  const avatar = useAuth((s) => s.status?.avatar);
  const newMessages = useAuth((s) => s.status?.newMessageCount ?? 0);
  const coins = useAuth((s) => s.status?.coinNum);

  if (!loggedIn) {
    return (
      <div className="pt-header-account" data-testid="header-guest">
        <Link to="/login" className="pt-header-account__login">
          登录
        </Link>
        <Link to="/register" className="pt-header-account__register">
          注册
        </Link>
      </div>
    );
  }
  // The user stays where they are; a page that needs login sends them to login by itself.
  const signOut = async () => {
    await logout();
    toast.info('已退出登录');
  };
  const badge = newMessages > 99 ? '99+' : String(newMessages);
  return (
    <div className="pt-header-account pt-header-account--user" data-testid="header-user">
      <Link
        to="/profile?pop=1"
        className="pt-header-account__profile"
        aria-label={`${account.name}，会员与个人资料`}
        data-testid="header-profile-link"
      >
        <img className="pt-header-account__avatar" src={avatar || images.defaultAvatar} alt="" width="32" height="32" />
        <span className="pt-header-account__who">
          <span className="pt-header-account__name" data-testid="header-user-name">
            {account.name}
          </span>
          <span className="pt-header-account__id" data-testid="header-user-id">
            ID {account.uid}
          </span>
        </span>
      </Link>
      {coins !== undefined ? (
        <Link to="/recharge" className="pt-header-account__coins" aria-label={`X钻余额 ${coins}，去充值`} data-testid="header-coins">
          {coins} X钻
        </Link>
      ) : null}
      <Link
        to="/message"
        className="pt-header-account__messages"
        aria-label={newMessages > 0 ? `消息，${badge} 条新消息` : '消息'}
        data-testid="header-messages"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 6h16v11H4zM4 6l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round" />
        </svg>
        <span className="pt-header-account__label">消息</span>
        {newMessages > 0 ? (
          <span className="pt-header-account__badge" data-testid="header-new-messages">
            {badge}
          </span>
        ) : null}
      </Link>
      <div className="pt-header-account__menu">
        <Link to="/favorite" data-testid="header-favorites">
          收藏
        </Link>
        <Link to="/user">个人中心</Link>
        <button type="button" onClick={signOut} data-testid="header-sign-out">
          退出
        </button>
      </div>
    </div>
  );
}
