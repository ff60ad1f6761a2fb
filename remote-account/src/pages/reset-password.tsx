import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared';
import { Button, toast } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkPassword } from '@portal/shared/rules';
import { resetPassword } from '../api/accounts';
import { AuthCard, FormError } from '../components/auth-card';
import { useFormMutation, withQueryClient } from '@portal/shared/query';

/** Reset password: the current one, then the new one twice. */
function ResetPasswordPage() {
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const { run, submitting, error } = useFormMutation(async () => {
    await resetPassword({ oldPassword, password });
    toast.success('密码修改成功');
    navigate('/user');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      oldPassword: oldPassword ? null : '请输入当前密码',
      password: checkPassword(password) ?? (password === oldPassword ? '新密码不能与当前密码相同' : null),
      confirm: confirm === password ? null : '两次输入的密码不一致',
    };
    setErrors(found);
    if (Object.values(found).every((v) => !v)) void run();
  };

  return (
    <AuthCard title="修改密码" subtitle="修改后其他设备上的登录将失效" footer={<Link to="/find">忘记当前密码？用手机验证码找回</Link>}>
      <form onSubmit={submit} noValidate data-testid="reset-form">
        <TextField
          label="当前密码"
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          placeholder="请输入当前密码"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={errors.oldPassword ?? null}
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
          {submitting ? '提交中…' : '确认修改'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default withQueryClient(ResetPasswordPage);
