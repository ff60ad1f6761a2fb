import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@portal/shared';
import { Button, captureInviteCode, clearInviteCode } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkLoginName, checkPassword } from '@portal/shared/rules';
import { registerWithName } from '../api/accounts';
import { AuthCard, FormError } from '../components/auth-card';
import { useAfterLogin } from '../hooks/use-after-login';
import { useFormMutation, withQueryClient } from '@portal/shared/query';

type Field = 'loginName' | 'password' | 'confirm' | 'agree';

/** Register with a name and password; the invite code from the address is filled in. */
function RegisterPage() {
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [params] = useSearchParams();
  // Filled in once on screen: the server renders the page without the browser's stored code, and
  // a player landing from an invite link has it only in the address until start-up keeps it.
  useEffect(() => {
    const code = captureInviteCode(`?${params.toString()}`);
    if (code) setInviteCode((typed) => typed || code);
  }, [params]);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const afterLogin = useAfterLogin();
  const { run, submitting, error } = useFormMutation(async () => {
    const result = await registerWithName({ loginName, password, ...(inviteCode ? { inviteCode } : {}) });
    // The code from the address has been used (spec §3: cleared when consumed).
    clearInviteCode();
    await afterLogin(result);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string | null>> = {
      loginName: checkLoginName(loginName),
      password: checkPassword(password),
      confirm: confirm === password ? null : '两次输入的密码不一致',
      agree: agreed ? null : '请先阅读并同意用户协议和隐私政策',
    };
    setErrors(found);
    if (Object.values(found).every((v) => !v)) void run();
  };

  return (
    <AuthCard title="注册账号" subtitle="注册即送新手礼包，畅玩海量手游" footer={<Link to="/login">已有账号？去登录</Link>}>
      <form onSubmit={submit} noValidate data-testid="register-form">
        <TextField
          label="用户名"
          name="loginName"
          autoComplete="username"
          placeholder="4–16 位字母、数字或下划线"
          value={loginName}
          onChange={(e) => setLoginName(e.target.value.trim())}
          error={errors.loginName ?? null}
        />
        <TextField
          label="密码"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="6–20 位，含字母和数字"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password ?? null}
        />
        <TextField
          label="确认密码"
          name="confirm"
          type="password"
          autoComplete="new-password"
          placeholder="请再次输入密码"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm ?? null}
        />
        <TextField
          label="邀请码（选填）"
          name="inviteCode"
          placeholder="好友的邀请码"
          value={inviteCode}
          onChange={(e) => setInviteCode(e.target.value.trim().toUpperCase())}
        />
        <label className="pa-auth__agree">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="agree" />
          <span>
            我已阅读并同意<Link to="/agreetment">《用户协议》</Link>和<Link to="/policy">《隐私政策》</Link>
          </span>
        </label>
        {errors.agree ? (
          <p className="pt-field__error" role="alert">
            {errors.agree}
          </p>
        ) : null}
        <FormError message={error} />
        <Button type="submit" className="pa-auth__submit" disabled={submitting}>
          {submitting ? '注册中…' : '注册'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default withQueryClient(RegisterPage);
