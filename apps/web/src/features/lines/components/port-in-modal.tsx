import { useEffect, useId, useRef, useState } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import { formatMdn } from '@mvno/contracts/line-format';
import { PORT_IN_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormField } from '../../../components/form/form-field';
import { ZipCodeField } from '../../../components/form/us-address-fields';
import { Button } from '../../../components/ui/button';
import { FieldError, useFieldError } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { usePortIn } from '../api/send-port-in';
import { hasOwnNumber } from '../lib/line-status';
import { notifyPortStarted } from '../lib/port-notice';
import {
  PORT_IN_FIELDS,
  portInRequest,
  toPortInField,
  zPortInDetailsForm,
  type PortInDetailsForm,
  type PortInMode,
} from '../lib/port-in-form';
import { CarrierHelp } from './carrier-help';
import './port-in-modal.css';
import { useT } from '../../../lib/i18n';

/** SPEC §2: titles, texts and buttons by mode. */
const MODE_TEXTS: Record<PortInMode, { title: string; text?: string; confirm: string; cancel: boolean }> = {
  'add-portIn': { title: PORT_IN_MODAL.title, confirm: PORT_IN_MODAL.save, cancel: true },
  'edit-portIn': { title: PORT_IN_MODAL.title, confirm: PORT_IN_MODAL.save, cancel: false },
  'resubmit-portIn': {
    title: PORT_IN_MODAL.resubmitTitle,
    text: PORT_IN_MODAL.resubmitText,
    confirm: PORT_IN_MODAL.resubmit,
    cancel: false,
  },
  'add-portIn-details': { title: PORT_IN_MODAL.title, confirm: PORT_IN_MODAL.save, cancel: true },
};

const L = PRODUCT_MESSAGES.lines;

/** What the modal needs to know of a line (its port, to tell its own number from a temporary one). */
export type PortLine = Pick<Line, 'id' | 'nickname' | 'mdn'> & {
  port?: Pick<NonNullable<Line['port']>, 'status'> | null;
};

export type PortInModalProps = {
  open: boolean;
  mode: PortInMode;
  /** The number being brought. */
  msisdn: string;
  /** The lines that may receive it; the first is chosen unless the customer picks another (add-portIn). */
  lines: PortLine[];
  /** Values to start from (the port's last details, or the profile's name and ZIP). */
  initial: Partial<PortInDetailsForm>;
  /** Why the old carrier refused the last attempt (resubmit-portIn). */
  reason?: string | null;
  onClose: () => void;
  /** The call succeeded: the modal closes and the lines reload (SPEC §4). */
  onDone: () => void;
  /**
   * A failure that no field can show. Without it the form stays open (SPEC §8); the post-payment
   * flow closes and goes on to the dashboard instead (SPEC §4).
   */
  onFailure?: () => void;
  /** add-portIn: the customer would rather add a new line for the number than replace one's (decision 048). */
  onAddLine?: () => void;
};

const EMPTY: PortInDetailsForm = {
  billingAccount: '',
  pinPassword: '',
  firstName: '',
  lastName: '',
  zipCode: '',
};

/** SPEC §2 port-in modal, in its four modes; a notification shows in every case (SPEC §4). */
export function PortInModal({
  open,
  mode,
  msisdn,
  lines,
  initial,
  reason,
  onClose,
  onDone,
  onFailure,
  onAddLine,
}: PortInModalProps) {
  const t = useT();
  const formId = useId();
  const texts = MODE_TEXTS[mode];
  const notify = useAppStore((s) => s.notify);
  const portIn = usePortIn();
  const form = useSchemaForm(zPortInDetailsForm, { ...EMPTY, ...initial });
  const { handleSubmit, reset, setError } = form;
  const [lineId, setLineId] = useState(lines[0]?.id ?? '');
  // add-portIn onto a line with its own number: the customer confirms it is given up (decision 048).
  const [replaceConfirmed, setReplaceConfirmed] = useState(false);
  const [replaceError, setReplaceError] = useState<string>();
  const confirmBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    reset({ ...EMPTY, ...initial });
    setLineId(lines[0]?.id ?? '');
    setReplaceConfirmed(false);
    setReplaceError(undefined);
    // Reset only when the modal opens: later changes of the inputs must not wipe what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The account holder's name may arrive after the form opened (the profile is read again after a
  // reload in the middle of the step): it fills a name field still empty, never over what was typed.
  const { getValues, setValue } = form;
  const { firstName, lastName } = initial;
  useEffect(() => {
    if (!open) return;
    for (const [name, value] of [
      ['firstName', firstName],
      ['lastName', lastName],
    ] as const) {
      if (value && !getValues(name)) setValue(name, value);
    }
  }, [open, firstName, lastName, getValues, setValue]);

  const line = lines.find((candidate) => candidate.id === lineId) ?? lines[0];
  const replacesOwn = mode === 'add-portIn' && line !== undefined && hasOwnNumber(line);
  const confirmField = useFieldError(undefined, replaceError);

  const onSubmit = handleSubmit((values) => {
    if (!line) return;
    if (replacesOwn && !replaceConfirmed) {
      setReplaceError(t(L.confirmReplaceNeeded(formatMdn(line.mdn))));
      confirmBox.current?.focus();
      return;
    }
    const target = { msisdn, lineId: line.id, replaceNumber: replacesOwn && replaceConfirmed };
    portIn.mutate(portInRequest(mode, values, target), {
      onSuccess: ({ message }) => {
        // SPEC §8: the port-in success message stays until it is closed (or the port is refused).
        notifyPortStarted(line.id, message);
        onDone();
      },
      onError: (error) => {
        const message = applyServerErrors(error, setError, PORT_IN_FIELDS, { toFormName: toPortInField });
        if (message === undefined) return;
        notify({ error: true, message });
        const fieldErrors = error instanceof ApiError && error.errors.length > 0;
        if (onFailure && !fieldErrors) onFailure();
      },
    });
  });

  const lineOptions = lines.map((candidate) => ({
    value: candidate.id,
    label: `${candidate.nickname || t('No nickname')}, ${formatMdn(candidate.mdn)}`,
  }));

  return (
    <Modal
      open={open}
      title={t(texts.title)}
      description={texts.text && t(texts.text)}
      formId={formId}
      confirmLabel={t(texts.confirm)}
      confirmLoading={portIn.isPending}
      onCancel={texts.cancel ? onClose : undefined}
      cancelLabel={t('Cancel')}
      onClose={onClose}
      className="port-in-modal"
    >
      <form id={formId} className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        {reason && (
          <p className="port-in-modal__reason" role="note">
            {t(reason)}
          </p>
        )}
        <p className="port-in-modal__target">
          {t('Bringing')} <strong>{formatMdn(msisdn)}</strong>
          {line && mode !== 'add-portIn'
            ? ` ${t('to {line}', { line: line.nickname || formatMdn(line.mdn) })}`
            : ''}
        </p>
        {mode === 'add-portIn' && lines.length > 1 && (
          <FormField
            name="tempSubscriptionId"
            label={t('Line that gets the number')}
            options={lineOptions}
            value={lineId}
            onChange={(id) => {
              setLineId(id);
              setReplaceConfirmed(false);
              setReplaceError(undefined);
            }}
          />
        )}
        {mode === 'add-portIn' && line && (
          <div className="port-in-modal__replace">
            <p className="port-in-modal__warning" id={`${formId}-replace`}>
              {lines.length === 1 && <>{lineOptions[0]?.label}: </>}
              {t(
                replacesOwn
                  ? L.replacesOwnNumber(formatMdn(line.mdn), formatMdn(msisdn))
                  : L.replacesTemporaryNumber(formatMdn(line.mdn), formatMdn(msisdn)),
              )}
            </p>
            {replacesOwn && (
              <div className="port-in-modal__confirm">
                <label htmlFor={confirmField.fieldId}>
                  <input
                    ref={confirmBox}
                    id={confirmField.fieldId}
                    type="checkbox"
                    checked={replaceConfirmed}
                    {...confirmField.errorAria}
                    onChange={(event) => {
                      setReplaceConfirmed(event.target.checked);
                      setReplaceError(undefined);
                    }}
                  />{' '}
                  {t(L.confirmReplace(formatMdn(line.mdn)))}
                </label>
                <FieldError id={confirmField.errorId} error={replaceError} />
              </div>
            )}
            {onAddLine && (
              <Button variant="secondary" onClick={onAddLine}>
                {t(L.addLineForNumber)}
              </Button>
            )}
          </div>
        )}
        <FormField
          form={form}
          name="billingAccount"
          label={t('Account number at your old carrier')}
          autoComplete="off"
          required
        />
        <FormField
          form={form}
          name="pinPassword"
          label={t('Transfer PIN')}
          password
          autoComplete="off"
          required
        />
        <CarrierHelp />
        <FormField
          form={form}
          name="firstName"
          label={t('Account holder first name')}
          autoComplete="given-name"
          required
        />
        <FormField
          form={form}
          name="lastName"
          label={t('Account holder last name')}
          autoComplete="family-name"
          required
        />
        <ZipCodeField form={form} name="zipCode" label={t('ZIP Code of the service address')} required />
      </form>
    </Modal>
  );
}
