import { type FormEvent, useEffect, useState } from 'react';
import {
  apiPost,
  Button,
  completeLogin,
  logout,
  phoneLoginPath,
  useAuth,
  useClientConfig,
  useNavigate,
  useSearchParams,
} from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkPhone } from '@portal/shared/rules';
import type { LoginResult, SmsCodeResult } from '@portal/shared/types';

/**
 * A login inside the local shell only: the portal's login pages belong to remote_account, which a
 * remote working alone does not load. It signs in against the API the dev server proxies to
 * (PORTAL_API_URL), by name and password or by phone and SMS code, with the same shared session
 * code as the portal (`completeLogin`: account, welcome, status, tags), then returns to
 * `?redirect=` (a path of this site only) or the remote's home.
 */
type Method = 'password' | 'phone';

export function LocalLogin({ home }: { home: string }) {
  const account = useAuth((s) => s.account);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>('password');
  const target = params.get('redirect');
  const back = target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : home;

  const signIn = async (result: LoginResult) => {
    await completeLogin(result);
    navigate(back, { replace: true });
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
    <div className="pt-local-shell__login">
      <h1>登录（本地外壳）</h1>
      <div className="pt-local-shell__methods">
        <Button
          variant={method === 'password' ? 'primary' : 'ghost'}
          aria-pressed={method === 'password'}
          onClick={() => setMethod('password')}
        >
          账号密码
        </Button>
        <Button variant={method === 'phone' ? 'primary' : 'ghost'} aria-pressed={method === 'phone'} onClick={() => setMethod('phone')}>
          手机验证码
        </Button>
      </div>
      {method === 'password' ? <PasswordLogin onLogin={signIn} /> : <PhoneLogin onLogin={signIn} />}
    </div>
  );
}

/** A failed call's message, for the form (the API client's errors carry the server's Chinese text). */
function messageOf(caught: unknown): string {
  return caught instanceof Error && caught.message ? caught.message : '登录失败，请稍后重试';
}

function PasswordLogin({ onLogin }: { onLogin: (result: LoginResult) => Promise<void> }) {
  // A demo or development server seeds a demo player; a production API (staging) has none.
  const sandbox = useClientConfig((config) => config.serverConfig.mode !== 'production');
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loginName.trim() || !password) {
      setError('请输入用户名和密码');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onLogin(await apiPost<LoginResult>('/user/login', { loginName: loginName.trim(), password }));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="pt-local-shell__form" data-testid="local-login-form" noValidate>
      <TextField label="用户名" value={loginName} onChange={(e) => setLoginName(e.target.value)} autoComplete="username" />
      <TextField
        label="密码"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
      />
      {error ? (
        <p role="alert" className="pt-local-shell__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
      {/* Below the button: it appears when the client config arrives, and must not move what a finger is aimed at. */}
      {sandbox ? <p className="pt-local-shell__note">演示服务器的玩家：demo / demo1234</p> : null}
    </form>
  );
}

function PhoneLogin({ onLogin }: { onLogin: (result: LoginResult) => Promise<void> }) {
  const sandbox = useClientConfig((config) => config.serverConfig.mode !== 'production');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    const phoneError = checkPhone(phone);
    setError(phoneError ?? '');
    if (phoneError) return;
    setBusy(true);
    try {
      const result = await apiPost<SmsCodeResult>('/user/smsCode', { phone, purpose: 'login' });
      setSent(true);
      setWait(result.resendIn);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phoneError = checkPhone(phone);
    if (phoneError || !/^\d{6}$/.test(code)) {
      setError(phoneError ?? '请输入 6 位数字验证码');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onLogin(await apiPost<LoginResult>(phoneLoginPath(), { phone, code }));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="pt-local-shell__form" data-testid="local-phone-login-form" noValidate>
      <TextField
        label="手机号"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={phone}
        onChange={(e) => setPhone(e.target.value.trim())}
      />
      <TextField
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        hint={sent && sandbox ? '沙箱环境：验证码打印在 API 服务器的日志里' : undefined}
        trailing={
          <Button variant="text" size="sm" onClick={() => void sendCode()} disabled={busy || wait > 0}>
            {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
          </Button>
        }
      />
      {error ? (
        <p role="alert" className="pt-local-shell__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
