import { type FormEvent, useState } from 'react';
import { Button, TextField, apiPost, authStore, completeLogin, logout, useAuth, useNavigate, useSearchParams } from '@portal/shared';
import { useFormMutation, withQueryClient } from '@portal/shared/query';
import type { LoginResult } from '@portal/shared/types';

/**
 * Login inside the square's local shell only (`pnpm --filter @portal/remote-square dev`): the real
 * login page belongs to remote_account, which the local shell does not load. It signs in against
 * the API the dev server proxies to (`/api` → :8080), with the same shared session code as the
 * portal, then returns to `?redirect=` (a path of this site only).
 */
function LocalShellLogin() {
  const uid = useAuth((s) => s.account.uid);
  const name = useAuth((s) => s.account.name);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [loginName, setLoginName] = useState('demo');
  const [password, setPassword] = useState('demo1234');
  const target = params.get('redirect');
  const back = target?.startsWith('/') && !target.startsWith('//') ? target : '/square';
  const { run, submitting, error } = useFormMutation(async () => {
    await completeLogin(await apiPost<LoginResult>('/user/login', { loginName, password }));
    navigate(back, { replace: true });
  });

  if (uid) {
    return (
      <div style={{ maxWidth: 360, margin: '32px auto', display: 'grid', gap: 12 }}>
        <p>
          已登录：{name}（ID {uid}）
        </p>
        <Button variant="ghost" onClick={() => void logout({ callServer: true }).catch(() => authStore.getState().logoutLocal())}>
          退出登录
        </Button>
      </div>
    );
  }
  return (
    <form
      style={{ maxWidth: 360, margin: '32px auto', display: 'grid', gap: 12 }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void run();
      }}
      data-testid="login-form"
    >
      <h1 style={{ fontSize: 20 }}>登录（本地外壳）</h1>
      <TextField label="用户名" value={loginName} onChange={(e) => setLoginName(e.target.value.trim())} autoComplete="username" />
      <TextField
        label="密码"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
      />
      {error ? <p role="alert">{error}</p> : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}

export default withQueryClient(LocalShellLogin);
