import { Button, logout, toast, useNavigate } from '@portal/shared';
import { AuthCard } from './auth-card';

/**
 * Someone already logged in who opens a login page (/login or /other): say who, and offer the way
 * on or out, instead of a login form that would sign in a second account over the first.
 */
export function AlreadyLoggedIn({ name, uid }: { name: string; uid: string }) {
  const navigate = useNavigate();
  return (
    <AuthCard title="你已登录" subtitle="当前账号信息如下">
      <p className="pa-auth__already" data-testid="login-already">
        {name}（ID {uid}）
      </p>
      <Button className="pa-auth__submit" onClick={() => navigate('/user')}>
        进入个人中心
      </Button>
      <Button
        variant="ghost"
        className="pa-auth__submit"
        onClick={async () => {
          await logout();
          toast.info('已退出登录，请使用其他账号登录');
        }}
      >
        退出并切换账号
      </Button>
    </AuthCard>
  );
}
