import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { Line, PortCheck } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { useLines } from '../api/get-lines';
import { linesFreeForPort } from '../lib/line-status';
import { settlePortNotices } from '../lib/port-notice';
import type { PortInDetailsForm, PortInMode } from '../lib/port-in-form';
import './lines.css';
import { LineCard, type LineCardAction } from './line-card';
import type { PortWayOut } from './port-way-out-dialog';

// The dialogs (and the form kit and schemas they carry) load after the page, not with it.
const DeviceDialog = lazyDialog(() => import('./device-dialog').then((m) => m.DeviceDialog));
const NicknameDialog = lazyDialog(() => import('./nickname-dialog').then((m) => m.NicknameDialog));
const QuickSimCheckDialog = lazyDialog(() =>
  import('./quick-sim-check-dialog').then((m) => m.QuickSimCheckDialog),
);
const PortEligibilityDialog = lazyDialog(() =>
  import('./port-eligibility-dialog').then((m) => m.PortEligibilityDialog),
);
const RenewDialog = lazyDialog(() => import('./renew-dialog').then((m) => m.RenewDialog));
const PlanChangeDialog = lazyDialog(() => import('./plan-change-dialog').then((m) => m.PlanChangeDialog));
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

/** Where the dashboard's port-in steps stand (SPEC §4 quick SIM check -> eligibility -> port-in). */
type PortStep = {
  step: 'port';
  mode: PortInMode;
  msisdn: string;
  lines: Line[];
  initial: Partial<PortInDetailsForm>;
  reason?: string | null;
};

type Flow =
  | { step: 'idle' }
  | { step: 'sim-check' }
  | { step: 'eligibility'; initial: PortCheck }
  | { step: 'eligible'; check: PortCheck }
  | { step: 'not-eligible'; values: PortCheck }
  | PortStep;

const IDLE: Flow = { step: 'idle' };

const PORT_MODES: Partial<Record<LineCardAction, PortInMode>> = {
  'port-details': 'add-portIn-details',
  'port-edit': 'edit-portIn',
  'port-resubmit': 'resubmit-portIn',
};

/** The customer's lines, one card each, with the dialogs of SPEC §2 that act on them. */
export function LinesSection() {
  const headingId = useId();
  const navigate = useNavigate();
  const { data, dataUpdatedAt, isPending, isError, refetch } = useLines();
  const userInfo = useAppStore((s) => s.userInfo);
  const notify = useAppStore((s) => s.notify);
  const setPortIn = useAppStore((s) => s.setPortIn);
  const clearPortIn = useAppStore((s) => s.clearPortIn);
  const [flow, setFlow] = useState<Flow>(IDLE);
  const [nicknameLine, setNicknameLine] = useState<Line>();
  const [deviceLine, setDeviceLine] = useState<Line>();
  const [renewLineId, setRenewLineId] = useState<string>();
  const [planChangeLineId, setPlanChangeLineId] = useState<string>();
  const [wayOut, setWayOut] = useState<PortWayOut>();
  // Each opening of Add a line starts afresh (a new key); closed, the dialog keeps its key so focus can return.
  const [addLine, setAddLine] = useState({ open: false, key: 0 });
  const lines = data?.lines ?? [];
  // A refused port's red note replaces its stay-open "on its way" notice.
  useEffect(() => {
    if (data) settlePortNotices(data.lines, dataUpdatedAt);
  }, [data, dataUpdatedAt]);
  // The port-in modal stays mounted with its last content while it closes, so focus can return.
  const lastPort = useRef<PortStep>(undefined);
  if (flow.step === 'port') lastPort.current = flow;
  const port = lastPort.current;

  const profileName = { firstName: userInfo.firstName ?? '', lastName: userInfo.lastName ?? '' };

  function onCardAction(action: LineCardAction, line: Line) {
    if (action === 'nickname') return setNicknameLine(line);
    if (action === 'device') return setDeviceLine(line);
    if (action === 'renew') return setRenewLineId(line.id);
    if (action === 'change-plan') return setPlanChangeLineId(line.id);
    if (action === 'port-keep-temporary') return setWayOut({ line, choice: 'keep' });
    if (action === 'port-cancel-order') return setWayOut({ line, choice: 'cancel' });
    const mode = PORT_MODES[action];
    if (!mode || !line.port) return;
    const port = line.port;
    setFlow({
      step: 'port',
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
    const free = linesFreeForPort(lines);
    if (free.length === 0) {
      notify({ message: L.noLineForNumber, stayOpen: true });
      setFlow(IDLE);
      void navigate(paths.shop);
      return;
    }
    setFlow({
      step: 'port',
      mode: 'add-portIn',
      msisdn: check.msisdn,
      lines: free,
      initial: { ...profileName, zipCode: check.zipCode },
    });
  }

  const startInitial: PortCheck = { msisdn: '', zipCode: userInfo.zipCode ?? '' };

  return (
    <section aria-labelledby={headingId} className="dashboard-section lines-section">
      <div className="lines-section__head">
        <h2 id={headingId}>My lines</h2>
        {data && (
          <div className="lines-section__actions">
            <Button onClick={() => setAddLine(({ key }) => ({ open: true, key: key + 1 }))}>
              {PRODUCT_MESSAGES.addLine.title}
            </Button>
            <Button variant="secondary" onClick={() => setFlow({ step: 'sim-check' })}>
              {L.bringNumber}
            </Button>
          </div>
        )}
      </div>
      {isPending ? (
        <Spinner label="Loading your lines" />
      ) : isError ? (
        <p role="alert">
          {L.linesNotLoaded}{' '}
          <Button variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : lines.length === 0 ? (
        <p>{L.noLines}</p>
      ) : (
        <ul className="lines-list">
          {lines.map((line) => (
            <LineCard key={line.id} line={line} onAction={onCardAction} />
          ))}
        </ul>
      )}

      <NicknameDialog line={nicknameLine} onClose={() => setNicknameLine(undefined)} />
      <DeviceDialog line={deviceLine} onClose={() => setDeviceLine(undefined)} />
      <RenewDialog
        line={lines.find((line) => line.id === renewLineId)}
        onClose={() => setRenewLineId(undefined)}
      />
      <PlanChangeDialog
        line={lines.find((line) => line.id === planChangeLineId)}
        onClose={() => setPlanChangeLineId(undefined)}
      />

      <PortWayOutDialog wayOut={wayOut} onClose={() => setWayOut(undefined)} />

      <AddLineDialog
        key={addLine.key}
        open={addLine.open}
        onClose={() => setAddLine(({ key }) => ({ open: false, key }))}
      />

      <QuickSimCheckDialog
        open={flow.step === 'sim-check'}
        onClose={() => setFlow(IDLE)}
        onNext={(iccid) => {
          setPortIn({ iccid });
          setFlow({ step: 'eligibility', initial: startInitial });
        }}
      />
      <PortEligibilityDialog
        open={flow.step === 'eligibility'}
        initial={flow.step === 'eligibility' ? flow.initial : startInitial}
        onClose={() => setFlow(IDLE)}
        onEligible={(check) => {
          setPortIn(check);
          setFlow({ step: 'eligible', check });
        }}
        onNotEligible={(values) => setFlow({ step: 'not-eligible', values })}
      />
      <ResultModal
        open={flow.step === 'eligible'}
        selection="portIn"
        onAction={() => flow.step === 'eligible' && continueToPortIn(flow.check)}
        onClose={() => setFlow(IDLE)}
      />
      <FailureDialog
        open={flow.step === 'not-eligible'}
        variant="failed"
        onRetry={() => flow.step === 'not-eligible' && setFlow({ step: 'eligibility', initial: flow.values })}
        onClose={() => setFlow(IDLE)}
      />
      {port && (
        <PortInModal
          open={flow.step === 'port'}
          mode={port.mode}
          msisdn={port.msisdn}
          lines={port.lines}
          initial={port.initial}
          reason={port.reason}
          onClose={() => setFlow(IDLE)}
          onDone={() => {
            clearPortIn();
            setFlow(IDLE);
          }}
        />
      )}
    </section>
  );
}
