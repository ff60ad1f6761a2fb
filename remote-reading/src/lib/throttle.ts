/**
 * A trailing throttle for progress uploads (issue 13: at most one progress write per 5 s per
 * reader; the server refuses a faster one with 1704). The newest value always gets sent: a value
 * pushed inside the window waits for its end instead of being dropped. One send at a time; the
 * clock and timers are injectable so the rule is tested without waiting.
 */
export const PROGRESS_INTERVAL_MS = 5_000;

/** What a send reports: done, or try the newest value again after the interval (throttled, offline). */
export type SendOutcome = 'sent' | 'retry' | 'drop';

export interface ThrottleOptions<T> {
  intervalMs?: number;
  send: (value: T) => Promise<SendOutcome>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface TrailingThrottle<T> {
  /** A new value: sent now if the window allows, else at the window's end. */
  push(value: T): void;
  /** Whether a value is waiting to be sent. */
  pending(): boolean;
  cancel(): void;
}

export function createTrailingThrottle<T>({
  intervalMs = PROGRESS_INTERVAL_MS,
  send,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ThrottleOptions<T>): TrailingThrottle<T> {
  let waiting: { value: T } | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let timer: unknown = null;

  const schedule = () => {
    if (timer !== null || inFlight || !waiting) return;
    const wait = Math.max(0, lastSentAt + intervalMs - now());
    if (wait === 0) {
      void run();
      return;
    }
    timer = setTimer(() => {
      timer = null;
      void run();
    }, wait);
  };

  const run = async () => {
    if (!waiting || inFlight) return;
    const { value } = waiting;
    waiting = null;
    inFlight = true;
    lastSentAt = now();
    let outcome: SendOutcome;
    try {
      outcome = await send(value);
    } catch {
      outcome = 'retry';
    }
    inFlight = false;
    // A value that failed is sent again unless a newer one arrived meanwhile.
    if (outcome === 'retry' && !waiting) waiting = { value };
    schedule();
  };

  return {
    push(value) {
      waiting = { value };
      schedule();
    },
    pending: () => waiting !== null || inFlight,
    cancel() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      waiting = null;
    },
  };
}
