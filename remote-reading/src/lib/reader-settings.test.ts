import { DEFAULT_SETTINGS, loadSettings, parseSettings, saveSettings, settingsKey, withFontStep } from './reader-settings';

describe('reader settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('are remembered per user on this device', () => {
    saveSettings('101', { fontSize: 24, lineHeight: 2.1, theme: 'night', mode: 'scroll' });
    expect(loadSettings('101')).toEqual({ fontSize: 24, lineHeight: 2.1, theme: 'night', mode: 'scroll' });
    expect(loadSettings('202')).toEqual(DEFAULT_SETTINGS);
    expect(settingsKey('')).toBe('reading_settings_guest');
  });

  it('keep each valid field of a stored value and default the rest', () => {
    expect(parseSettings({ fontSize: 99, lineHeight: 1.55, theme: 'purple', mode: 'scroll' })).toEqual({
      fontSize: 28,
      lineHeight: 1.5,
      theme: 'day',
      mode: 'scroll',
    });
    expect(parseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    window.localStorage.setItem(settingsKey('101'), '{not json');
    expect(loadSettings('101')).toEqual(DEFAULT_SETTINGS);
  });

  it('step the font size by 2 between 14 and 28', () => {
    expect(withFontStep(DEFAULT_SETTINGS, 1).fontSize).toBe(20);
    expect(withFontStep({ ...DEFAULT_SETTINGS, fontSize: 28 }, 1).fontSize).toBe(28);
    expect(withFontStep({ ...DEFAULT_SETTINGS, fontSize: 14 }, -1).fontSize).toBe(14);
  });
});
