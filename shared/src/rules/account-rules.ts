/**
 * The account form rules, enforced by the client (before sending) and by the server (always).
 * Spec §5 fixes the phone rule; the spec leaves the others open, so they are designed here:
 *  - login name: 4–16 characters, letters, digits and underscore, starting with a letter;
 *  - password: 6–20 characters without spaces, with at least one letter and one digit;
 *  - display name: 1–12 characters of Chinese, letters, digits, underscore or hyphen;
 *  - SMS code: 6 digits; age: a whole number 1–120 (0 clears it); sex: 0, 1 or 2.
 * Each check returns null when the value is fine, or the Chinese message to show.
 */

/** Spec §5: 11 digits, starting with 1, second digit 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const DISPLAY_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_-]{1,12}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{6,10}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

export function checkPhone(phone: string): string | null {
  if (!phone) return '请输入手机号';
  return isValidPhone(phone) ? null : '手机号格式不正确';
}

export function checkLoginName(loginName: string): string | null {
  if (!loginName) return '请输入用户名';
  return LOGIN_NAME_PATTERN.test(loginName) ? null : '用户名须为 4–16 位字母、数字或下划线，并以字母开头';
}

export function checkPassword(password: string): string | null {
  if (!password) return '请输入密码';
  return PASSWORD_PATTERN.test(password) ? null : '密码须为 6–20 位，且同时包含字母和数字，不能有空格';
}

export function checkDisplayName(name: string): string | null {
  if (!name.trim()) return '请输入昵称';
  return DISPLAY_NAME_PATTERN.test(name.trim()) ? null : '昵称须为 1–12 位中文、字母、数字、下划线或连字符';
}

export function checkSmsCode(code: string): string | null {
  if (!code) return '请输入验证码';
  return SMS_CODE_PATTERN.test(code) ? null : '验证码为 6 位数字';
}

export function checkAge(age: number): string | null {
  return Number.isInteger(age) && (age === 0 || (age >= 1 && age <= 120)) ? null : '年龄须为 1–120 的整数';
}

export function checkSex(sex: number): string | null {
  return sex === 0 || sex === 1 || sex === 2 ? null : '性别取值无效';
}
