import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared';
import { Button, clearInviteCode, clientConfigStore, readInviteCode, useAuth } from '@portal/shared';
import { loginWithPhone } from '../api/accounts';
import { AlreadyLoggedIn } from '../components/already-logged-in';
import { AuthCard, FormError } from '../components/auth-card';
import { PhoneCodeFields, checkPhoneAndCode } from '../components/phone-code-fields';
import { useAfterLogin } from '../hooks/use-after-login';
import { useFormMutation, withQueryClient } from '@portal/shared/query';

/** Other login methods: phone + SMS code. Spec §2: back goes to home. Logged in: as /login. */
function OtherLoginPage() {
  const uid = useAuth((s) => s.account.uid);
  const name = useAuth((s) => s.account.name);
  if (uid) return <AlreadyLoggedIn name={name} uid={uid} />;
  return <PhoneLoginForm />;
}

function PhoneLoginForm() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; code?: string | null }>({});
  const afterLogin = useAfterLogin();
  const autoRegister = clientConfigStore.getState().config.otherConfig.autoRegister !== 0;
  const { run, submitting, error } = useFormMutation(async () => {
    const inviteCode = readInviteCode();
    const result = await loginWithPhone({ phone, code, ...(inviteCode ? { inviteCode } : {}) });
    if (inviteCode && result.newAccount) clearInviteCode();
    await afterLogin(result);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPhoneAndCode(phone, code);
    setErrors(found);
    if (!found.phone && !found.code) void run();
  };

  return (
    <AuthCard
      top={
        <button type="button" className="pa-auth__back" onClick={() => navigate('/')} data-testid="other-back">
          ‹ 返回首页
        </button>
      }
      title="手机验证码登录"
      subtitle={autoRegister ? '未注册的手机号验证后将自动创建账号' : '仅限已注册的手机号登录'}
      footer={<Link to="/login">使用账号密码登录</Link>}
    >
      <form onSubmit={submit} noValidate data-testid="phone-login-form">
        <PhoneCodeFields
          purpose="login"
          phone={phone}
          code={code}
          errors={errors}
          onPhone={setPhone}
          onCode={setCode}
          onPhoneError={(message) => setErrors((e) => ({ ...e, phone: message }))}
        />
        <FormError message={error} />
        <Button type="submit" className="pa-auth__submit" disabled={submitting}>
          {submitting ? '登录中…' : '登录'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default withQueryClient(OtherLoginPage);
