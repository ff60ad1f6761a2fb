/**
 * Alipay's wire formats: times are Beijing time (UTC+8, no daylight saving) written
 * "yyyy-MM-dd HH:mm:ss"; amounts are yuan with two decimals ("68.00").
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Cut to the second (never rounded up, so a time_expire is never later than the order's expiry). */
export function formatBeijingTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function parseBeijingTime(text: string | undefined): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - BEIJING_OFFSET_MS);
  return formatBeijingTime(at) === text ? at : null;
}

export function formatYuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "68.00" → 6800; anything but a plain non-negative amount with at most two decimals → null. */
export function parseYuan(text: string | undefined): number | null {
  const parts = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!parts) return null;
  return Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
}
