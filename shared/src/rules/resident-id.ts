/**
 * The 18-character resident identity number (GB 11643-1999): 6 digits of region, the birth date
 * YYYYMMDD, 3 digits of sequence and a check character — ISO 7064 MOD 11-2 over the first 17
 * digits, 10 written as X. The page checks it before sending and the server checks it again
 * (one copy, here), so a typo gets a clear message instead of a provider's refusal.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** The check character of the first 17 digits. */
export function residentIdCheckCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * WEIGHTS[index]!;
  return CHECK_CHARACTERS[sum % 11]!;
}

/** Upper-cased, spaces removed (players type a lower-case x and group the digits). */
export function normalizeResidentId(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export type ResidentIdCheck = { ok: true; id: string; birthDate: string } | { ok: false; message: string };

/** Whether a YYYY-MM-DD names a real calendar day. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks format, birth date (a real day, from 1900, not after `today` — YYYY-MM-DD in Asia/Shanghai)
 * and the check character. On success: the normalised number and the birth date.
 */
export function checkResidentId(input: string, today?: string): ResidentIdCheck {
  const id = normalizeResidentId(input);
  if (id.length === 0) return { ok: false, message: '请输入身份证号' };
  if (!/^\d{17}[\dX]$/.test(id)) return { ok: false, message: '身份证号应为 18 位，由数字组成，最后一位可以是 X' };
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birthDate = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (year < 1900 || !isCalendarDay(year, month, day) || (today !== undefined && birthDate > today)) {
    return { ok: false, message: '身份证号中的出生日期无效，请核对后重新输入' };
  }
  if (residentIdCheckCharacter(id) !== id[17]) return { ok: false, message: '身份证号校验位不正确，请核对后重新输入' };
  return { ok: true, id, birthDate };
}

/** A name as on the identity card: 2–30 Chinese characters, with · between parts of a minority or foreign name. */
const REAL_NAME = /^[\u4e00-\u9fa5]+(?:[·•][\u4e00-\u9fa5]+)*$/;

/** null when the name can be on an identity card; otherwise the message to show. */
export function checkRealName(input: string): string | null {
  const name = input.trim();
  if (name.length === 0) return '请输入真实姓名';
  if (name.length < 2 || name.length > 30 || !REAL_NAME.test(name)) return '请输入身份证上的中文姓名';
  return null;
}

/**
 * 张三丰 → 张**: what the portal keeps and shows of a verified name — enough for a player to
 * recognise their own verification, too little to identify them.
 */
export function maskRealName(name: string): string {
  const chars = Array.from(name.trim());
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}

/**
 * A well-formed ID for a birth date (YYYY-MM-DD): for the sandbox, seeds and tests, which need
 * numbers that pass the check without being anyone's. `sequence` 0–999.
 */
export function residentIdFor(birthDate: string, sequence = 1, region = '110101'): string {
  const first17 = `${region}${birthDate.replace(/-/g, '')}${String(sequence).padStart(3, '0')}`;
  return first17 + residentIdCheckCharacter(first17);
}
