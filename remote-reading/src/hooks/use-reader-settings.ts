import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type ReaderSettings } from '../lib/reader-settings';

/**
 * The reader's settings for this user: the defaults during render (the server-rendered page and
 * the first client render agree), the stored ones right after mount, saved on every change.
 */
export function useReaderSettings(uid: string): [ReaderSettings, (next: ReaderSettings) => void, boolean] {
  const [settings, setSettings] = useState<ReaderSettings>(DEFAULT_SETTINGS);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setSettings(loadSettings(uid));
    setLoaded(true);
  }, [uid]);
  const update = useCallback(
    (next: ReaderSettings) => {
      setSettings(next);
      saveSettings(uid, next);
    },
    [uid],
  );
  return [settings, update, loaded];
}
