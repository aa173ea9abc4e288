import { useId, useState } from 'react';
import type { CustomerWallet } from '@mvno/contracts/api/wallet';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { CopyText } from '../../../components/ui/copy-text';
import { formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { keepReferralCode } from '../../../lib/referral-code';
import { useReferralCode } from '../api/use-referral-code';

const W = ACCOUNT_MESSAGES.wallet;

/** The customer's referral link to copy, and (not yet referred) the code a friend gave them. */
export function ReferralCard({ referral }: { referral: CustomerWallet['referral'] }) {
  const t = useT();
  const codeId = useId();
  const use = useReferralCode();
  const [code, setCode] = useState(() => keepReferralCode(window.location.search) ?? '');
  const link = `${window.location.origin}/register?ref=${referral.code}`;

  return (
    <div className="wallet__referral">
      <h3 className="wallet__subtitle">{t(W.referralTitle)}</h3>
      <p>{t(W.referralIntro(formatPrice(referral.referrerCredit), formatPrice(referral.referredCredit)))}</p>
      <CopyText label={W.referralLink} value={link} />
      {!referral.referred && (
        <form
          className="wallet__referred"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) use.mutate(code.trim());
          }}
        >
          <h4 className="wallet__subtitle">{t(W.referredTitle)}</h4>
          <label htmlFor={codeId}>{t(W.referralCode)}</label>
          <div className="wallet__referred-row">
            <input
              id={codeId}
              className="wallet__code"
              value={code}
              autoComplete="off"
              aria-invalid={use.isError || undefined}
              aria-describedby={use.isError ? `${codeId}-error` : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={use.isPending}>
              {t(W.useCode)}
            </Button>
          </div>
          {use.isError && (
            <p id={`${codeId}-error`} role="alert" className="wallet__failure">
              {use.error.message}
            </p>
          )}
        </form>
      )}
      {use.isSuccess && <p role="status">{t(use.data.message)}</p>}
    </div>
  );
}
