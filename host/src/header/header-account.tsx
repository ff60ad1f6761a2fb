import { Link } from '@portal/shared';
import { images, logout, selectIsLoggedIn, toast, useAuth } from '@portal/shared';

/**
 * Spec §2 Header. Logged in: avatar, name, ID, count of new private messages, favourites, user
 * centre, sign out (the profile link carries pop=1). Logged out: login and register.
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
        <Link to="/login" className="pt-header-account__login">登录</Link>
        <Link to="/register" className="pt-header-account__register">注册</Link>
      </div>
    );
  }
  // The user stays where they are; a page that needs login sends them to login by itself.
  const signOut = async () => {
    await logout();
    toast.info('已退出登录');
  };
  return (
    <div className="pt-header-account pt-header-account--user" data-testid="header-user">
      <Link to="/profile?pop=1" className="pt-header-account__profile" data-testid="header-profile-link">
        <img className="pt-header-account__avatar" src={avatar || images.defaultAvatar} alt="" />
        <span className="pt-header-account__who">
          <span className="pt-header-account__name" data-testid="header-user-name">{account.name}</span>
          <span className="pt-header-account__id" data-testid="header-user-id">ID {account.uid}</span>
        </span>
      </Link>
      <div className="pt-header-account__menu">
        {coins !== undefined ? (
          <Link to="/recharge" className="pt-header-account__coins" title="X钻余额，点击充值" data-testid="header-coins">
            {coins} X钻
          </Link>
        ) : null}
        <Link to="/message" className="pt-header-account__messages" aria-label={`消息，${newMessages} 条新消息`}>
          消息
          {newMessages > 0 ? (
            <span className="pt-header-account__badge" data-testid="header-new-messages">
              {newMessages > 99 ? '99+' : newMessages}
            </span>
          ) : null}
        </Link>
        <Link to="/subscriblist">收藏</Link>
        <Link to="/user">个人中心</Link>
        <button type="button" onClick={signOut} data-testid="header-sign-out">退出</button>
      </div>
    </div>
  );
}
