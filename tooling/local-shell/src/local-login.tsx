import { type FormEvent, useState } from 'react';
import { apiPost, Button, completeLogin, logout, TextField, useAuth, useNavigate, useSearchParams } from '@portal/shared';
import type { LoginResult } from '@portal/shared/types';

/**
 * A login inside the local shell only: the portal's login page belongs to remote_account, which
 * a remote working alone does not load. It signs in by name and password against the API the dev
 * server proxies to, with the same shared session code as the portal, then returns to
 * `?redirect=` (a path of this site only) or the remote's home.
 */
export function LocalLogin({ home }: { home: string }) {
  const account = useAuth((s) => s.account);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [loginName, setLoginName] = useState('demo');
  const [password, setPassword] = useState('demo1234');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const target = params.get('redirect');
  const back = target?.startsWith('/') && !target.startsWith('//') ? target : home;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await completeLogin(await apiPost<LoginResult>('/user/login', { loginName: loginName.trim(), password }));
      navigate(back, { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  if (account.uid) {
    return (
      <div className="pt-local-shell__login">
        <p>
          已登录：{account.name}（ID {account.uid}）
        </p>
        <Button variant="ghost" onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="pt-local-shell__login" data-testid="local-login-form">
      <h1>登录（本地外壳）</h1>
      <TextField label="用户名" value={loginName} onChange={(e) => setLoginName(e.target.value)} autoComplete="username" />
      <TextField
        label="密码"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
      />
      {error ? <p role="alert">{error}</p> : null}
      <Button type="submit" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
