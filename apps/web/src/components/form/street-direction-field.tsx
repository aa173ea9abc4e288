import { Controller } from 'react-hook-form';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { STREET_DIRECTIONS } from '@mvno/contracts/us-states';
import { ChoiceChips } from '../ui/choice-chips';
import { msg } from '../../lib/i18n';

type StreetDirectionFieldProps<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  name: FieldPathByValue<T, string | undefined>;
};

/**
 * SPEC §5 street direction: N, E, S, W, NE, NW, SE, SW, optional; choosing the selected one clears
 * it. Like every field of the kit, editing it clears its error. Its value is sent as
 * `streetDirection` and nothing else (the specification's known defect cannot happen here).
 */
export function StreetDirectionField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  form,
  name,
}: StreetDirectionFieldProps<T, C, O>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceChips
          label={msg('Street direction (optional)')}
          name={field.name}
          options={STREET_DIRECTIONS}
          value={field.value as string | undefined}
          ref={field.ref}
          error={fieldState.error?.message}
          onChange={(value) => {
            field.onChange(value);
            if (fieldState.error) form.clearErrors(name);
          }}
        />
      )}
    />
  );
}
