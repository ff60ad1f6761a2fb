import { useCallback, useRef, useState } from 'react';
import { isApiError, toast } from '@portal/shared';

/**
 * One form submission: a busy flag (no double submit), and the server's message kept for the
 * form to show (quality: "a form keeps what the user typed after an error"). The message is
 * also toasted, so it is seen even when the form is scrolled away.
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
        toast.error(message);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [action],
  );

  return { run, submitting, error, setError };
}
