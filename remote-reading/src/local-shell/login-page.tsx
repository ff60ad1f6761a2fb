import { type FormEvent, useState } from 'react';
import { apiPost, Button, completeLogin, logout, TextField, useAuth, useNavigate, useSearchParams } from '@portal/shared';
import type { LoginResult } from '@portal/shared/types';

/**
 * Login for this remote alone (the real login page belongs to remote-account): name and password
 * against the local API, so the team can try the shelf, history, progress sync and paid chapters
 * without the host. Only the local shell routes here; the portal never ships it.
 */
export default function LocalLoginPage() {
  const account = useAuth((s) => s.account);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [loginName, setLoginName] = useState('demo');
  const [password, setPassword] = useState('demo1234');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const back = params.get('redirect') || '/animate';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await completeLogin(await apiPost<LoginResult>('/user/login', { loginName, password }));
      navigate(back, { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  if (account.uid) {
    return (
      <div style={{ maxWidth: 360, margin: '40px auto', padding: 16 }}>
        <p>
          已登录：{account.name}（uid {account.uid}）
        </p>
        <Button onClick={() => void logout()}>退出登录</Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} style={{ maxWidth: 360, margin: '40px auto', padding: 16, display: 'grid', gap: 12 }}>
      <h1 style={{ fontSize: 20, margin: 0 }}>本地登录（仅本地外壳）</h1>
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
