import { FONT_SIZE, LINE_HEIGHTS, MODES, THEMES, withFontStep, type ReaderSettings } from '../lib/reader-settings';

/** 阅读设置: type size, line spacing, 日间 / 护眼 / 夜间, 翻页 / 滚动 (novels). */
export function SettingsSheet({
  settings,
  onChange,
  onClose,
}: {
  settings: ReaderSettings;
  onChange: (next: ReaderSettings) => void;
  onClose: () => void;
}) {
  return (
    <div className="pr-sheet" role="dialog" aria-label="阅读设置" data-testid="reader-settings">
      <div className="pr-sheet__row">
        <span className="pr-sheet__label">字号</span>
        <div className="pr-sheet__stepper">
          <button
            type="button"
            className="pr-sheet__step"
            onClick={() => onChange(withFontStep(settings, -1))}
            disabled={settings.fontSize <= FONT_SIZE.min}
            aria-label="减小字号"
          >
            A-
          </button>
          <span className="pr-sheet__value" data-testid="font-size-value">
            {settings.fontSize}
          </span>
          <button
            type="button"
            className="pr-sheet__step"
            onClick={() => onChange(withFontStep(settings, 1))}
            disabled={settings.fontSize >= FONT_SIZE.max}
            aria-label="增大字号"
          >
            A+
          </button>
        </div>
      </div>
      <div className="pr-sheet__row">
        <span className="pr-sheet__label">行距</span>
        <div className="pr-sheet__options" role="radiogroup" aria-label="行距">
          {LINE_HEIGHTS.map((value, i) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={settings.lineHeight === value}
              className="pr-sheet__option"
              onClick={() => onChange({ ...settings, lineHeight: value })}
            >
              {['紧凑', '适中', '宽松'][i]}
            </button>
          ))}
        </div>
      </div>
      <div className="pr-sheet__row">
        <span className="pr-sheet__label">背景</span>
        <div className="pr-sheet__options" role="radiogroup" aria-label="背景">
          {THEMES.map((theme) => (
            <button
              key={theme.id}
              type="button"
              role="radio"
              aria-checked={settings.theme === theme.id}
              className={`pr-sheet__option pr-sheet__swatch pr-sheet__swatch--${theme.id}`}
              onClick={() => onChange({ ...settings, theme: theme.id })}
            >
              {theme.label}
            </button>
          ))}
        </div>
      </div>
      <div className="pr-sheet__row">
        <span className="pr-sheet__label">翻页</span>
        <div className="pr-sheet__options" role="radiogroup" aria-label="翻页方式">
          {MODES.map((mode) => (
            <button
              key={mode.id}
              type="button"
              role="radio"
              aria-checked={settings.mode === mode.id}
              className="pr-sheet__option"
              onClick={() => onChange({ ...settings, mode: mode.id })}
            >
              {mode.label}
            </button>
          ))}
        </div>
      </div>
      <button type="button" className="pr-sheet__done" onClick={onClose}>
        完成
      </button>
    </div>
  );
}
