import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { Line } from '@mvno/contracts/api/lines';
import type { PortCheck } from '@mvno/contracts/api/port-in';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useCardSaveNotice } from '../../../entities/card/use-card-save-notice';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { useLines } from '../api/get-lines';
import { keepCheckedNumberInCart } from '../lib/checked-number';
import { hasOwnNumber, linesFreeForPort } from '../lib/line-status';
import { settlePortNotices } from '../lib/port-notice';
import type { PortInDetailsForm, PortInMode } from '../lib/port-in-form';
import { takeAddDataLink } from '../lib/add-data-link';
import { takeRenewReturn } from '../lib/renew-return';
import type { LineCardAction } from './line-card';
import { LineLists } from './line-lists';
import {
  KEEPS_LINE_AS_OPENED,
  LINE_DIALOGS,
  isLineDialogAction,
  type LineDialogAction,
} from './line-dialogs';
import type { PortWayOut } from './port-way-out-dialog';
import './lines-section.css';
import { msg, useT } from '../../../lib/i18n';

// The dialogs (and the form kit and schemas they carry) load after the page, not with it.
const QuickSimCheckDialog = lazyDialog(() =>
  import('./quick-sim-check-dialog').then((m) => m.QuickSimCheckDialog),
);
const PortEligibilityDialog = lazyDialog(() =>
  import('./port-eligibility-dialog').then((m) => m.PortEligibilityDialog),
);
const AddLineDialog = lazyDialog(() => import('./add-line-dialog').then((m) => m.AddLineDialog));
const PortWayOutDialog = lazyDialog(() => import('./port-way-out-dialog').then((m) => m.PortWayOutDialog));
const PortInModal = lazyDialog(() => import('./port-in-modal').then((m) => m.PortInModal));
const ResultModal = lazyDialog(() =>
  import('../../../components/ui/result-modal').then((m) => m.ResultModal),
);
const FailureDialog = lazyDialog(() =>
  import('../../../components/ui/failure-dialog').then((m) => m.FailureDialog),
);

const L = PRODUCT_MESSAGES.lines;

/** The port-in form, the last of the dashboard's port-in steps (SPEC §4 quick SIM check -> eligibility -> port-in). */
type PortStep = {
  dialog: 'port';
  mode: PortInMode;
  msisdn: string;
  lines: Line[];
  initial: Partial<PortInDetailsForm>;
  reason?: string | null;
};

/** Which of the section's dialogs is open, for which line: one at a time. */
type OpenDialog =
  | { dialog: 'none' }
  // By id: the dialog shows the line as the list is read again (a renewal or plan change just paid).
  | { dialog: 'line'; action: LineDialogAction; lineId: string; opened?: Line; withNewCard?: boolean }
  // With a checked number when the customer chose a new line for it over replacing one's (decision 048).
  | { dialog: 'add-line'; bring?: PortCheck }
  | { dialog: 'sim-check' }
  | { dialog: 'eligibility'; initial: PortCheck }
  | { dialog: 'eligible'; check: PortCheck }
  | { dialog: 'not-eligible'; values: PortCheck }
  // A port that can never succeed: keep the temporary number, or cancel and refund (decision 023).
  | { dialog: 'way-out'; wayOut: PortWayOut }
  | PortStep;

const NONE: OpenDialog = { dialog: 'none' };

const PORT_MODES: Partial<Record<LineCardAction, PortInMode>> = {
  'port-details': 'add-portIn-details',
  'port-edit': 'edit-portIn',
  'port-resubmit': 'resubmit-portIn',
};

/** The customer's lines, one card each, with the dialogs of SPEC §2 that act on them. */
export function LinesSection() {
  const t = useT();
  const headingId = useId();
  const navigate = useNavigate();
  const linesQuery = useLines();
  const { data, dataUpdatedAt } = linesQuery;
  const userInfo = useAppStore((s) => s.userInfo);
  const notify = useAppStore((s) => s.notify);
  const setPortIn = useAppStore((s) => s.setPortIn);
  const clearPortIn = useAppStore((s) => s.clearPortIn);
  const [open, setOpen] = useState<OpenDialog>(NONE);
  const close = () => setOpen(NONE);
  // Each opening of Add a line starts afresh (a new key); closed, the dialog keeps its key so focus can return.
  const [addLineKey, setAddLineKey] = useState(0);
  const lines = data?.lines ?? [];
  // A refused port's red note replaces its stay-open "on its way" notice.
  useEffect(() => {
    if (data) settlePortNotices(data.lines, dataUpdatedAt);
  }, [data, dataUpdatedAt]);
  // The port-in modal stays mounted with its last content while it closes, so focus can return.
  const lastPort = useRef<PortStep>(undefined);
  if (open.dialog === 'port') lastPort.current = open;
  const port = lastPort.current;
  const lineOf = (id: string | undefined) => lines.find((line) => line.id === id);

  // Back from adding a card in Pay now / Renew now: the notice, and that line's dialog opens
  // again with the new card chosen.
  useCardSaveNotice();
  const hasLines = data !== undefined;
  useEffect(() => {
    if (!hasLines) return;
    const lineId = takeRenewReturn();
    if (lineId) return setOpen({ dialog: 'line', action: 'renew', lineId, withNewCard: true });
    // The data mails' "Add data" link (decision 027) opens the dialog for its line, once.
    const addData = takeAddDataLink();
    if (addData) setOpen({ dialog: 'line', action: 'add-data', lineId: addData });
  }, [hasLines]);

  const profileName = { firstName: userInfo.firstName ?? '', lastName: userInfo.lastName ?? '' };

  function onCardAction(action: LineCardAction, line: Line) {
    if (isLineDialogAction(action)) return setOpen({ dialog: 'line', action, lineId: line.id, opened: line });
    if (action === 'port-keep-temporary')
      return setOpen({ dialog: 'way-out', wayOut: { line, choice: 'keep' } });
    if (action === 'port-cancel-order')
      return setOpen({ dialog: 'way-out', wayOut: { line, choice: 'cancel' } });
    const mode = PORT_MODES[action];
    if (!mode || !line.port) return;
    const port = line.port;
    setOpen({
      dialog: 'port',
      mode,
      msisdn: port.msisdn,
      lines: [line],
      initial: {
        billingAccount: port.billingAccountNumber ?? '',
        firstName: port.firstName ?? profileName.firstName,
        lastName: port.lastName ?? profileName.lastName,
        zipCode: port.zipCode,
      },
      reason: mode === 'resubmit-portIn' ? port.reasonText : null,
    });
  }

  /** Good News -> Continue: the port-in form for a line that can take the number. */
  function continueToPortIn(check: PortCheck) {
    // A line still waiting for its number comes first: bringing one there gives up no number (decision 048).
    const free = [...linesFreeForPort(lines)].sort(
      (a, b) => Number(hasOwnNumber(a)) - Number(hasOwnNumber(b)),
    );
    if (free.length === 0) {
      setOpen(NONE);
      void keepCheckedNumberInCart(check).then((plan) => {
        notify({ message: t(plan ? L.numberInCart(plan) : L.noLineForNumber), stayOpen: true });
        void navigate(plan ? paths.cart : paths.shop);
      });
      return;
    }
    setOpen({
      dialog: 'port',
      mode: 'add-portIn',
      msisdn: check.msisdn,
      lines: free,
      initial: { ...profileName, zipCode: check.zipCode },
    });
  }

  const startInitial: PortCheck = { msisdn: '', zipCode: userInfo.zipCode ?? '' };

  return (
    <section aria-labelledby={headingId} className="dashboard-section lines-section">
      <div className="lines-section__head spread-row">
        <h2 id={headingId}>{t('My lines')}</h2>
        {data && (
          <div className="lines-section__actions">
            <Button
              onClick={() => {
                setAddLineKey((key) => key + 1);
                setOpen({ dialog: 'add-line' });
              }}
            >
              {t(PRODUCT_MESSAGES.addLine.title)}
            </Button>
            <Button variant="secondary" onClick={() => setOpen({ dialog: 'sim-check' })}>
              {t(L.bringNumber)}
            </Button>
          </div>
        )}
      </div>
      <QueryState query={linesQuery} loadingLabel={msg('Loading your lines')} errorText={L.linesNotLoaded}>
        {({ lines }) =>
          lines.length === 0 ? (
            <p>{t(L.noLines)}</p>
          ) : (
            <>
              <LineLists lines={lines} onAction={onCardAction} />
              {linesQuery.hasNextPage && (
                <Button
                  variant="secondary"
                  className="lines-section__more"
                  loading={linesQuery.isFetchingNextPage}
                  onClick={() => void linesQuery.fetchNextPage()}
                >
                  {t('Show more lines')}
                </Button>
              )}
            </>
          )
        }
      </QueryState>

      {Object.entries(LINE_DIALOGS).map(([action, Dialog]) => {
        const shown = open.dialog === 'line' && open.action === action ? open : undefined;
        return (
          <Dialog
            key={action}
            line={
              KEEPS_LINE_AS_OPENED.has(action as LineDialogAction) ? shown?.opened : lineOf(shown?.lineId)
            }
            chooseNewCard={shown?.withNewCard === true}
            onClose={close}
          />
        );
      })}
      <PortWayOutDialog wayOut={open.dialog === 'way-out' ? open.wayOut : undefined} onClose={close} />

      <AddLineDialog
        key={addLineKey}
        open={open.dialog === 'add-line'}
        bringNumber={open.dialog === 'add-line' ? open.bring : undefined}
        onClose={close}
      />

      <QuickSimCheckDialog
        open={open.dialog === 'sim-check'}
        onClose={close}
        onNext={(iccid) => {
          setPortIn({ iccid });
          setOpen({ dialog: 'eligibility', initial: startInitial });
        }}
      />
      <PortEligibilityDialog
        open={open.dialog === 'eligibility'}
        initial={open.dialog === 'eligibility' ? open.initial : startInitial}
        onClose={close}
        onEligible={(check) => {
          setPortIn(check);
          setOpen({ dialog: 'eligible', check });
        }}
        onNotEligible={(values) => setOpen({ dialog: 'not-eligible', values })}
      />
      <ResultModal
        open={open.dialog === 'eligible'}
        selection="portIn"
        onAction={() => open.dialog === 'eligible' && continueToPortIn(open.check)}
        onClose={close}
      />
      <FailureDialog
        open={open.dialog === 'not-eligible'}
        variant="failed"
        onRetry={() =>
          open.dialog === 'not-eligible' && setOpen({ dialog: 'eligibility', initial: open.values })
        }
        onClose={close}
      />
      {port && (
        <PortInModal
          open={open.dialog === 'port'}
          mode={port.mode}
          msisdn={port.msisdn}
          lines={port.lines}
          initial={port.initial}
          reason={port.reason}
          onClose={close}
          onDone={() => {
            clearPortIn();
            close();
          }}
          onAddLine={
            port.mode === 'add-portIn'
              ? () => {
                  setAddLineKey((key) => key + 1);
                  setOpen({
                    dialog: 'add-line',
                    bring: { msisdn: port.msisdn, zipCode: port.initial.zipCode ?? '' },
                  });
                }
              : undefined
          }
        />
      )}
    </section>
  );
}
