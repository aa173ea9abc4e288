import { useCallback, useRef, useState, type ReactElement } from 'react';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { ApiError } from '../../lib/api-client';
import { lazyDialog } from '../../lib/lazy-dialog';

/** Whether a failed call asks for a step-up (403 with the `stepUp` field error). */
export function isStepUpRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.errors.some((one) => one.field === STEP_UP_REQUIRED_FIELD)
  );
}

const StepUpDialog = lazyDialog(async () => (await import('./step-up-dialog')).StepUpDialog);

type Waiting = { proven: () => void; cancelled: () => void };

/**
 * For a feature's protected call: `guard(call)` runs the call; when the server asks for a step-up
 * it opens the step-up dialog (render `dialog` in the feature), and once the customer proved it is
 * them it runs the call once more. Cancelling the dialog fails the call with the server's message.
 */
export function useStepUp(): { guard: <T>(call: () => Promise<T>) => Promise<T>; dialog: ReactElement } {
  const [waiting, setWaiting] = useState<Waiting>();
  const current = useRef<Waiting>(undefined);

  const guard = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        const next = { proven: resolve, cancelled: () => reject(error) };
        current.current = next;
        setWaiting(next);
      });
      return call();
    }
  }, []);

  const finish = (how: keyof Waiting) => {
    const done = current.current;
    current.current = undefined;
    setWaiting(undefined);
    done?.[how]();
  };

  return {
    guard,
    dialog: (
      <StepUpDialog
        open={waiting !== undefined}
        onProven={() => finish('proven')}
        onCancel={() => finish('cancelled')}
      />
    ),
  };
}
