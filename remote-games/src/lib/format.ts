const MB = 1024 * 1024;

/** A package size in bytes as MB for the compliance block: 1 decimal under 100 MB, whole above. */
export function formatSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return '未知';
  const mb = bytes / MB;
  if (mb < 0.1) return '0.1 MB';
  return mb < 100 ? `${mb.toFixed(1)} MB` : `${Math.round(mb)} MB`;
}

/** Download counts the Chinese way: 9999, 1.2万, 3.4亿. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count < 10_000) return String(Math.floor(count));
  const [value, unit] = count < 100_000_000 ? [count / 10_000, '万'] : [count / 100_000_000, '亿'];
  return `${value >= 100 ? Math.floor(value) : Number(value.toFixed(1))}${unit}`;
}
