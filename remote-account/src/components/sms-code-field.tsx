import { Button, clientConfigStore, isApiError, toast, type SmsPurpose } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkPhone } from '@portal/shared/rules';
import { useState } from 'react';
import { sendSmsCode } from '../api/accounts';
import { useCountdown } from '../hooks/use-countdown';

/** Spec §2 `other`: the SMS code input with its 获取验证码 button and a 60 s countdown. */
export const SMS_RESEND_SECONDS = 60;

export function SmsCodeField({
  phone,
  purpose,
  value,
  onChange,
  error,
  onPhoneError,
}: {
  phone: string;
  purpose: SmsPurpose;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  onPhoneError: (message: string | null) => void;
}) {
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const phoneError = checkPhone(phone);
    onPhoneError(phoneError);
    if (phoneError) return;
    setSending(true);
    try {
      const result = await sendSmsCode({ phone, purpose });
      start(result.resendIn || clientConfigStore.getState().config.serverConfig.smsResendSeconds || SMS_RESEND_SECONDS);
      toast.success('验证码已发送，5 分钟内有效');
    } catch (caught) {
      toast.error(isApiError(caught) || caught instanceof Error ? caught.message : '验证码发送失败');
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      label="验证码"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="6 位数字验证码"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error ?? null}
      trailing={
        <Button variant="text" size="sm" onClick={send} disabled={running || sending} data-testid="send-sms-code">
          {running ? `${remaining} 秒后重发` : sending ? '发送中…' : '获取验证码'}
        </Button>
      }
    />
  );
}
