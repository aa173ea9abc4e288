import type { UseFormReturn } from 'react-hook-form';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FieldError, useFieldError } from '../../../components/ui/field-error';

/** The form's one field this part binds: the agent's confirmation of the customer's consent. */
type ConversionValues = { convertToEsim: boolean };

/**
 * Re-issuing an eSIM on a line with a physical SIM card (decision 076): says what happens (the
 * card stops working, the line becomes an eSIM line) and asks the agent to confirm the customer
 * wants the conversion; the server refuses it without.
 */
export function EsimConversionField<T extends ConversionValues>({
  form,
  line,
}: {
  form: UseFormReturn<T>;
  line: { mdn: string; iccid: string | null };
}) {
  const typed = form as unknown as UseFormReturn<ConversionValues>;
  const error = typed.formState.errors.convertToEsim?.message;
  const warning = STAFF_MESSAGES.care.esimOnPhysicalSim;
  const field = useFieldError('care-convert-to-esim', error, warning);
  const card = line.iccid ? ` (SIM card ending ${line.iccid.slice(-4)})` : '';
  return (
    <div className="care-esim-conversion">
      <p id={field.hintId}>{warning}</p>
      <label htmlFor={field.fieldId}>
        <input id={field.fieldId} type="checkbox" {...typed.register('convertToEsim')} {...field.errorAria} />{' '}
        {`The customer asked to turn ${formatMdn(line.mdn)}${card} into an eSIM line`}
      </label>
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}

/** After a re-issued eSIM: its activation code, for the agent to read to the customer. */
export function NewActivationCode({ code }: { code: string | null | undefined }) {
  if (!code) return null;
  return (
    <p className="care-esim-code">
      New activation code: <code>{code}</code>
    </p>
  );
}
