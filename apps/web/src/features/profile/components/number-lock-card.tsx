import { useId, useState } from 'react';
import type { NumberLock } from '@mvno/contracts/api/number-lock';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { useNumberLocks, useTurnOnNumberLock } from '../api/number-locks';
import { useFormatPhone } from '../hooks/use-format-phone';

// The unlock dialog (code entry and its form) loads after the page, not with it.
const NumberUnlockDialog = lazyDialog(() =>
  import('./number-unlock-dialog').then((m) => m.NumberUnlockDialog),
);
import { formatDateTime } from '../lib/format-time';
import { msg, useT } from '../../../lib/i18n';

/** Settings, Number Lock per line: on with one click, off with an emailed code. */
export function NumberLockCard() {
  const t = useT();
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const query = useNumberLocks();
  const { data } = query;
  const turnOn = useTurnOnNumberLock();
  const [unlocking, setUnlocking] = useState<NumberLock>();
  // A number from another country needs the phone metadata: the lines show once it is there.
  const formatPhone = useFormatPhone(data?.locks.map((lock) => lock.mdn) ?? []);

  return (
    <section aria-labelledby={headingId} className="card settings-card" id="number-lock">
      <h3 id={headingId}>{t('Number Lock')}</h3>
      <p>{t(PRODUCT_MESSAGES.web.numberLockLead)}</p>
      <QueryState
        query={query}
        loadingLabel={msg('Loading your lines')}
        errorText={msg('Your lines could not be loaded.')}
      >
        {({ locks }) =>
          !formatPhone ? (
            <Spinner label={msg('Loading your lines')} />
          ) : locks.length === 0 ? (
            <p>{t(PRODUCT_MESSAGES.web.noLines)}</p>
          ) : (
            <ul className="lock-list">
              {locks.map((lock) => {
                const number = formatPhone(lock.mdn);
                return (
                  <li key={lock.lineId} className="lock-list__item" aria-label={number}>
                    <p>
                      <strong>{number}</strong>
                      {lock.nickname && <span className="lock-list__nickname"> {lock.nickname}</span>}
                    </p>
                    <p className="lock-list__state">
                      {lock.locked && lock.lockedAt
                        ? t('Number Lock is on (since {when})', { when: formatDateTime(lock.lockedAt) })
                        : t('Number Lock is off')}
                    </p>
                    {lock.locked ? (
                      <Button variant="secondary" onClick={() => setUnlocking(lock)}>
                        {t('Turn off Number Lock')}
                        <span className="visually-hidden"> {t('for {number}', { number })}</span>
                      </Button>
                    ) : (
                      <Button
                        loading={turnOn.isPending && turnOn.variables === lock.lineId}
                        onClick={() =>
                          turnOn.mutate(lock.lineId, {
                            onSuccess: (answer) => notify({ message: answer.message }),
                            onError: (error) => notify({ error: true, message: serverErrorMessage(error) }),
                          })
                        }
                      >
                        {t('Turn on Number Lock')}
                        <span className="visually-hidden"> {t('for {number}', { number })}</span>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      <NumberUnlockDialog lock={unlocking} onClose={() => setUnlocking(undefined)} />
    </section>
  );
}
