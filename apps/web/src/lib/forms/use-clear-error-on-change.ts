import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Choosing another option clears the error of its group (SPEC §5: editing a field clears its
 * error). FormField does this for its own input; radio groups registered directly need this.
 */
export function useClearErrorOnChange<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
