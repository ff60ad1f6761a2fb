import { useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/shared';
import { Button, refreshUserStatus, toast } from '@portal/shared';
import { bindPhone } from '../api/accounts';
import { AuthCard, FormError } from '../components/auth-card';
import { PhoneCodeFields, checkPhoneAndCode } from '../components/phone-code-fields';
import { useFormMutation, withQueryClient } from '@portal/shared/query';

/** Bind a phone to the account (then it can log in by SMS and find its password). */
function BindPhonePage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; code?: string | null }>({});
  const { run, submitting, error } = useFormMutation(async () => {
    await bindPhone({ phone, code });
    toast.success('手机号绑定成功');
    await refreshUserStatus().catch(() => null);
    navigate('/user');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPhoneAndCode(phone, code);
    setErrors(found);
    if (!found.phone && !found.code) void run();
  };

  return (
    <AuthCard title="绑定手机" subtitle="绑定后可使用验证码登录、找回密码">
      <form onSubmit={submit} noValidate data-testid="bind-form">
        <PhoneCodeFields
          purpose="bind"
          phone={phone}
          code={code}
          errors={errors}
          onPhone={setPhone}
          onCode={setCode}
          onPhoneError={(message) => setErrors((e) => ({ ...e, phone: message }))}
        />
        <FormError message={error} />
        <Button type="submit" className="pa-auth__submit" disabled={submitting}>
          {submitting ? '绑定中…' : '立即绑定'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default withQueryClient(BindPhonePage);
