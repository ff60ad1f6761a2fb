import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isRequestCancelled } from '@portal/shared';
import { errorMessage } from './paging';

/**
 * One form submission as a mutation: `submitting` (no double submit, even for two clicks in one
 * frame) and the server's message kept for the form to show beside its button (quality: "a form
 * keeps what the user typed after an error"). Only there: a toast as well said the same thing
 * twice (issue 9), so `run` never rejects and nothing else reports the error.
 */
export function useFormMutation<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const actionRef = useRef(action);
  actionRef.current = action;
  const busy = useRef(false);
  const mutation = useMutation<unknown, unknown, A>({ mutationFn: (args) => actionRef.current(...args) });
  const { mutateAsync, reset } = mutation;

  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      reset();
      try {
        await mutateAsync(args);
      } catch {
        // Kept in mutation.error, shown inline by the form.
      } finally {
        busy.current = false;
      }
    },
    [mutateAsync, reset],
  );

  const failed = mutation.isError && !isRequestCancelled(mutation.error);
  return {
    run,
    submitting: mutation.isPending,
    error: failed ? errorMessage(mutation.error, '操作失败，请稍后重试') : null,
    reset,
  };
}
