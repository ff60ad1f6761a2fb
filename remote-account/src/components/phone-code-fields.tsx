import type { SmsPurpose } from '@portal/shared';
import { TextField } from '@portal/shared/page-ui';
import { checkPhone, checkSmsCode } from '@portal/shared/rules';
import { SmsCodeField } from './sms-code-field';

/** The phone + SMS code pair of the phone login, bind and find-password forms. */
export interface PhoneCodeErrors {
  phone?: string | null;
  code?: string | null;
}

/** Both fields checked by the shared rules; the form submits only when both are null. */
export function checkPhoneAndCode(phone: string, code: string): { phone: string | null; code: string | null } {
  return { phone: checkPhone(phone), code: checkSmsCode(code) };
}

export function PhoneCodeFields({
  purpose,
  phoneLabel = '手机号',
  phone,
  code,
  errors,
  onPhone,
  onCode,
  onPhoneError,
}: {
  purpose: SmsPurpose;
  phoneLabel?: string;
  phone: string;
  code: string;
  errors: PhoneCodeErrors;
  onPhone: (phone: string) => void;
  onCode: (code: string) => void;
  /** The code button found the phone wrong (or right again): show it on the phone field. */
  onPhoneError: (message: string | null) => void;
}) {
  return (
    <>
      <TextField
        label={phoneLabel}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入 11 位手机号"
        value={phone}
        onChange={(e) => onPhone(e.target.value.replace(/\D/g, ''))}
        error={errors.phone ?? null}
      />
      <SmsCodeField
        phone={phone}
        purpose={purpose}
        value={code}
        onChange={onCode}
        error={errors.code ?? null}
        onPhoneError={onPhoneError}
      />
    </>
  );
}
