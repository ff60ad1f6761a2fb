import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@portal/shared';

/**
 * One form submission: a busy flag (no double submit), and the server's message kept for the
 * form to show beside its button (quality: "a form keeps what the user typed after an error").
 * Only there: a toast as well said the same thing twice (issue 9).
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      try {
        await action(...args);
      } catch (caught) {
        const message = isApiError(caught) || caught instanceof Error ? caught.message : '操作失败，请稍后重试';
        setError(message);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [action],
  );

  return { run, submitting, error, setError };
}
