import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@portal/shared';
import { Button, useAuth } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkLoginName, checkPassword } from '@portal/shared/rules';
import { loginWithName } from '../api/accounts';
import { AuthCard, FormError } from '../components/auth-card';
import { AlreadyLoggedIn } from '../components/already-logged-in';
import { useAfterLogin } from '../hooks/use-after-login';
import { useFormMutation, withQueryClient } from '@portal/shared/query';

/** Login by name and password. */
function LoginPage() {
  const uid = useAuth((s) => s.account.uid);
  const name = useAuth((s) => s.account.name);
  if (uid) return <AlreadyLoggedIn name={name} uid={uid} />;
  return <LoginForm />;
}

function LoginForm() {
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ loginName?: string | null; password?: string | null }>({});
  const afterLogin = useAfterLogin();
  const [params] = useSearchParams();
  const { run, submitting, error } = useFormMutation(async () => afterLogin(await loginWithName({ loginName, password })));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only emptiness is checked here: an old account may predate today's name rules.
    const found = { loginName: loginName ? null : checkLoginName(''), password: password ? null : checkPassword('') };
    setErrors(found);
    if (!found.loginName && !found.password) void run();
  };

  const keep = params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect')!)}` : '';
  return (
    <AuthCard
      title="账号登录"
      subtitle="登录后可下载付费游戏、领取礼包、参与社区"
      footer={
        <>
          <Link to={`/register${keep}`}>还没有账号？立即注册</Link>
          <Link to={`/other${keep}`}>手机验证码登录</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate data-testid="login-form">
        <TextField
          label="用户名"
          name="loginName"
          autoComplete="username"
          placeholder="请输入用户名"
          value={loginName}
          onChange={(e) => setLoginName(e.target.value.trim())}
          error={errors.loginName ?? null}
        />
        <TextField
          label="密码"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password ?? null}
        />
        <FormError message={error} />
        <Button type="submit" className="pa-auth__submit" disabled={submitting}>
          {submitting ? '登录中…' : '登录'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default withQueryClient(LoginPage);
