import { useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/shared';
import { Button, toast } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkPassword } from '@portal/shared/rules';
import { resetPassword } from '../api/accounts';
import { AuthCard, FormError } from '../components/auth-card';
import { PhoneCodeFields, checkPhoneAndCode } from '../components/phone-code-fields';
import { useFormMutation, withQueryClient } from '@portal/shared/query';

/** Find password: a new password, proven by an SMS code sent to the account's bound phone. */
function FindPasswordPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const { run, submitting, error } = useFormMutation(async () => {
    await resetPassword({ phone, code, password });
    toast.success('密码已重置，请牢记新密码');
    navigate('/user');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...checkPhoneAndCode(phone, code),
      password: checkPassword(password),
      confirm: confirm === password ? null : '两次输入的密码不一致',
    };
    setErrors(found);
    if (Object.values(found).every((v) => !v)) void run();
  };

  return (
    <AuthCard title="找回密码" subtitle="通过已绑定的手机号验证身份后设置新密码">
      <form onSubmit={submit} noValidate data-testid="find-form">
        <PhoneCodeFields
          purpose="reset"
          phoneLabel="绑定的手机号"
          phone={phone}
          code={code}
          errors={errors}
          onPhone={setPhone}
          onCode={setCode}
          onPhoneError={(message) => setErrors((e) => ({ ...e, phone: message }))}
        />
        <TextField
          label="新密码"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="6–20 位，含字母和数字"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password ?? null}
        />
        <TextField
          label="确认新密码"
          name="confirm"
          type="password"
          autoComplete="new-password"
          placeholder="请再次输入新密码"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm ?? null}
        />
        <FormError message={error} />
        <Button type="submit" className="pa-auth__submit" disabled={submitting}>
          {submitting ? '提交中…' : '重置密码'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default withQueryClient(FindPasswordPage);
