import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (the SMS code button: 60 s before another code may be asked for). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start, running: remaining > 0 };
}
