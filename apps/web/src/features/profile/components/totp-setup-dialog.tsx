import { useEffect, useId, useState } from 'react';
import { confirmTotpSetup } from '@mvno/contracts/api/two-factor';
import { TOTP_CODE_LENGTH } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { CopyText } from '../../../components/ui/copy-text';
import { Modal } from '../../../components/ui/modal';
import { QrCode } from '../../../components/ui/qr-code';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useConfirmTotpSetup, type TotpSetup } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { msg, useT } from '../../../lib/i18n';

const M = ACCOUNT_MESSAGES.twoFactor;
const APP_CODE_INPUT = { maxLength: TOTP_CODE_LENGTH, allowed: /^\d*$/ };

type TotpSetupDialogProps = { setup: TotpSetup | undefined; onClose: () => void };

/**
 * Setting up the authenticator app: the QR code of its `otpauth://` URL and the secret as text,
 * a code from the app to turn it on, then the recovery codes, shown this once.
 */
export function TotpSetupDialog({ setup, onClose }: TotpSetupDialogProps) {
  const t = useT();
  const formId = useId();
  const confirm = useConfirmTotpSetup();
  const form = useSchemaForm(confirmTotpSetup.body, { code: '' });
  const [alert, setAlert] = useState<string>();
  const [codes, setCodes] = useState<string[]>();

  // Each opening starts empty: a new secret, nothing of the last attempt.
  useEffect(() => {
    form.reset({ code: '' });
    setAlert(undefined);
    setCodes(undefined);
  }, [setup, form]);

  const onSubmit = form.handleSubmit(({ code }) => {
    setAlert(undefined);
    confirm.mutate(code, {
      onSuccess: (answer) => setCodes(answer.recoveryCodes),
      onError: (error) => setAlert(applyServerErrors(error, form.setError, ['code'])),
    });
  });

  if (codes)
    return (
      <Modal open title={M.codesTitle} confirmLabel={msg('Done')} onConfirm={onClose} onClose={onClose}>
        <RecoveryCodes codes={codes} />
      </Modal>
    );

  return (
    <Modal
      open={setup !== undefined}
      title={M.setupTitle}
      formId={formId}
      confirmLabel={msg('Turn on')}
      confirmLoading={confirm.isPending}
      onCancel={onClose}
    >
      {setup && (
        <form id={formId} noValidate className="form-stack" onSubmit={(event) => void onSubmit(event)}>
          <p>{t(M.scanLead)}</p>
          <FormAlert message={alert} />
          <div className="totp-setup">
            <QrCode
              text={setup.otpauthUrl}
              label={msg('QR code to add your account to an authenticator app')}
            />
            <CopyText label={msg('Setup key')} value={setup.secret} />
          </div>
          <FormField
            form={form}
            name="code"
            label={msg('Code from the app')}
            inputMode="numeric"
            // The app's codes are 6 digits, longer than the emailed codes this field name is capped at.
            inputFilter={APP_CODE_INPUT}
            autoComplete="one-time-code"
            required
          />
        </form>
      )}
    </Modal>
  );
}
