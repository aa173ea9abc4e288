import { useId } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { NoticePreferences } from '@mvno/contracts/api/notices';
import { formatMdn } from '@mvno/contracts/line-format';
import { ChoiceRadios } from '../../../components/form/choice-radios';
import { formatDay } from '../../../lib/format-date';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { msg, useT } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';
import {
  loadNoticesContract,
  useNoticePreferences,
  useSaveNoticePreferences,
} from '../api/notice-preferences';
import { useSettingsAction } from './use-settings-action';

const M = ACCOUNT_MESSAGES.notices;

const KINDS = [
  { kind: 'billing', legend: M.kindBilling },
  { kind: 'usage', legend: M.kindUsage },
  { kind: 'service', legend: M.kindService },
  { kind: 'family', legend: M.kindFamily },
] as const;

const CHANNELS = [
  { value: 'mail', label: M.channelMail, hint: '' },
  { value: 'text', label: M.channelText, hint: '' },
  { value: 'both', label: M.channelBoth, hint: '' },
] as const;

type LastTextFailure = { number: string; failedAt: string } | null;

function NoticeForm({
  preferences,
  textNumbers,
  lastTextFailure,
}: {
  preferences: NoticePreferences;
  textNumbers: string[];
  lastTextFailure: LastTextFailure;
}) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const save = useSaveNoticePreferences();
  const { busy, run } = useSettingsAction();
  const form = useSchemaForm(
    () => loadNoticesContract().then((contract) => contract.zNoticePreferences),
    preferences,
  );
  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      await save(values);
      notify({ message: M.saved });
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {textNumbers.length > 0 ? (
        <p>
          {t('Texts go to')} {textNumbers.map(formatMdn).join(', ')}
        </p>
      ) : (
        <p>{t(M.noLinesForText)}</p>
      )}
      {lastTextFailure ? (
        <p>{t(M.lastTextFailed(formatMdn(lastTextFailure.number), formatDay(lastTextFailure.failedAt)))}</p>
      ) : null}
      {KINDS.map(({ kind, legend }) => (
        <ChoiceRadios key={kind} legend={legend} options={CHANNELS} registration={form.register(kind)} />
      ))}
      <div className="settings-card__actions">
        <Button type="submit" loading={busy}>
          {t(M.save)}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings, Notices (decision 087): mail, text or both for each kind of notice; security notices
 * always go by mail, which the card says; when the last text to a number failed (decision 106).
 */
export function NoticePreferencesCard() {
  const t = useT();
  const headingId = useId();
  const query = useNoticePreferences();
  return (
    <section aria-labelledby={headingId} className="card settings-card" id="notices">
      <h3 id={headingId}>{t(M.cardTitle)}</h3>
      <p>{t(M.cardLead)}</p>
      <p>
        <strong>{t(M.securityNote)}</strong>
      </p>
      <QueryState
        query={query}
        loadingLabel={msg('Loading your notice choices')}
        errorText={msg('Your notice choices could not be loaded.')}
      >
        {(settings) => (
          <NoticeForm
            preferences={settings.preferences}
            textNumbers={settings.textNumbers}
            lastTextFailure={settings.lastTextFailure}
          />
        )}
      </QueryState>
    </section>
  );
}
