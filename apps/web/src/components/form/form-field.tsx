import { Controller } from 'react-hook-form';
import type { FieldPathByValue, FieldValues, RefCallBack, UseFormReturn } from 'react-hook-form';
import type { FocusEvent } from 'react';
import { Dropdown } from '../ui/dropdown';
import type { DropdownOption } from '../ui/dropdown';
import { isInputFieldName } from '../ui/input-filter';
import { PasswordInput } from '../ui/password-input';
import { TextInput } from '../ui/text-input';
import type { TextInputProps } from '../ui/text-input';

/** How the field looks: a text input (default), a password with show/hide, a textarea or a select. */
type FieldLook = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'endAdornment'
> & {
  /** A password input with its show/hide toggle. */
  password?: boolean;
  /** A native select with these options instead of a text input; `placeholder` is its empty first option. */
  options?: readonly DropdownOption[];
};

/** Bound to a react-hook-form field: value, error and focus-on-error come from the form. */
type BoundField<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  name: FieldPathByValue<T, string>;
  value?: never;
  onChange?: never;
  error?: never;
  onErrorClear?: never;
};

/** Driven by its parent: for a field outside any form state (e.g. the promo code). */
type ControlledField = {
  form?: undefined;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Called on the first edit while an error shows; the parent clears it (SPEC §5). */
  onErrorClear?: () => void;
};

export type FormFieldProps<T extends FieldValues, C, O extends FieldValues> = FieldLook &
  (BoundField<T, C, O> | ControlledField);

/** What a field made for one kind of value is given; its look is its own. */
type PresetFieldProps<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  name: FieldPathByValue<T, string>;
  label: string;
  hint?: string;
  required?: boolean;
};

/**
 * The one field of every form: label, optional hint, error text, `aria-invalid` and
 * `aria-describedby` (error and hint), the contract's length cap and allowed characters for the
 * field's name (SPEC §5 "typing a disallowed character is refused", SPEC §9 caps), and
 * "editing a field clears its error" (SPEC §5) for errors of the form's schema and of the server
 * alike. Forms validate on submit only (see `useSchemaForm`), so nothing re-appears while typing.
 */
export function FormField<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  props: FormFieldProps<T, C, O>,
) {
  if (props.form === undefined) {
    const { value, onChange, error, onErrorClear, ...look } = props;
    return (
      <FieldView {...look} value={value} onChange={onChange} error={error} onErrorClear={onErrorClear} />
    );
  }
  const { form, name, ...look } = props;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldView
          {...look}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={look.disabled ?? field.disabled}
          error={fieldState.error?.message}
          onErrorClear={() => form.clearErrors(name)}
        />
      )}
    />
  );
}

/**
 * A field made for one kind of value (a state, a ZIP Code, an email address): the form's field
 * with `look` (its keyboard, autofill, options...) always given.
 */
export function presetField(look: Partial<FieldLook>) {
  return function PresetField<T extends FieldValues, C = unknown, O extends FieldValues = T>(
    props: PresetFieldProps<T, C, O>,
  ) {
    return <FormField {...props} {...look} />;
  };
}

/** What a select takes of the field's props (a text input's own, such as `inputMode`, are left out). */
const DROPDOWN_PROPS = [
  'label',
  'name',
  'value',
  'onBlur',
  'placeholder',
  'hint',
  'disabled',
  'required',
  'autoComplete',
  'id',
  'hideLabel',
  'className',
  'ref',
] as const;

type FieldViewProps = FieldLook & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: string;
  onErrorClear?: () => void;
  ref?: RefCallBack;
};

function FieldView({
  password = false,
  options,
  onChange,
  error,
  onErrorClear,
  fieldName,
  ...rest
}: FieldViewProps) {
  const change = (value: string) => {
    onChange(value);
    if (error) onErrorClear?.();
  };
  if (options !== undefined) {
    const select = Object.fromEntries(DROPDOWN_PROPS.map((key) => [key, rest[key]])) as Pick<
      FieldViewProps,
      (typeof DROPDOWN_PROPS)[number]
    >;
    return <Dropdown {...select} options={options} error={error} onChange={change} />;
  }
  // A field named like a contract form field gets that field's caps and characters by itself.
  const inputRules = fieldName ?? (isInputFieldName(rest.name) ? rest.name : undefined);
  const input = { ...rest, fieldName: inputRules, error, onChange: change };
  return password ? <PasswordInput {...input} /> : <TextInput {...input} />;
}

/** An email address: the keyboard for addresses, and the browser offers the customer's own. */
export const EmailField = presetField({ type: 'email', autoComplete: 'email' });
