import { readJson, writeJson } from '@portal/shared';

/**
 * The novel reader's settings (issue 13: font size, line height, day / sepia / night, pages or
 * scroll), remembered per user on this device. Parsing insists on the shape: stored data may come
 * from an older build or be edited by hand.
 */
export type ReaderTheme = 'day' | 'sepia' | 'night';
export type ReaderMode = 'paged' | 'scroll';

export interface ReaderSettings {
  fontSize: number;
  lineHeight: number;
  theme: ReaderTheme;
  mode: ReaderMode;
}

export const FONT_SIZE = { min: 14, max: 28, step: 2 } as const;
export const LINE_HEIGHTS = [1.5, 1.8, 2.1] as const;
export const THEMES: readonly { id: ReaderTheme; label: string }[] = [
  { id: 'day', label: '日间' },
  { id: 'sepia', label: '护眼' },
  { id: 'night', label: '夜间' },
];
export const MODES: readonly { id: ReaderMode; label: string }[] = [
  { id: 'paged', label: '翻页' },
  { id: 'scroll', label: '滚动' },
];

export const DEFAULT_SETTINGS: ReaderSettings = { fontSize: 18, lineHeight: 1.8, theme: 'day', mode: 'paged' };

function nearestLineHeight(value: number): number {
  return LINE_HEIGHTS.reduce((best, option) => (Math.abs(option - value) < Math.abs(best - value) ? option : best), LINE_HEIGHTS[1]);
}

export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SETTINGS.fontSize;
  const stepped = Math.round(value / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

/** Settings from anything stored: each field kept when valid, else its default. */
export function parseSettings(value: unknown): ReaderSettings {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const theme = THEMES.some((t) => t.id === stored.theme) ? (stored.theme as ReaderTheme) : DEFAULT_SETTINGS.theme;
  const mode = MODES.some((m) => m.id === stored.mode) ? (stored.mode as ReaderMode) : DEFAULT_SETTINGS.mode;
  return {
    fontSize: typeof stored.fontSize === 'number' ? clampFontSize(stored.fontSize) : DEFAULT_SETTINGS.fontSize,
    lineHeight:
      typeof stored.lineHeight === 'number' && Number.isFinite(stored.lineHeight)
        ? nearestLineHeight(stored.lineHeight)
        : DEFAULT_SETTINGS.lineHeight,
    theme,
    mode,
  };
}

/** One key per user (guests share one): a second player on the device keeps their own. */
export function settingsKey(uid: string): string {
  return `reading_settings_${uid || 'guest'}`;
}

/** Call after mount only (it reads localStorage). */
export function loadSettings(uid: string): ReaderSettings {
  return parseSettings(readJson(settingsKey(uid)));
}

export function saveSettings(uid: string, settings: ReaderSettings): boolean {
  return writeJson(settingsKey(uid), settings);
}

export function withFontStep(settings: ReaderSettings, direction: 1 | -1): ReaderSettings {
  return { ...settings, fontSize: clampFontSize(settings.fontSize + direction * FONT_SIZE.step) };
}
