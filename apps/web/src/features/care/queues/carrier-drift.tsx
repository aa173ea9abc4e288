import { useState } from 'react';
import {
  CARRIER_DRIFT_RESOLUTIONS,
  type CarrierDriftItem,
  type CarrierDriftResolution,
} from '@mvno/contracts/api/care-carrier-drift';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { formatDayTime } from '../../../lib/format-date';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useCarrierDrift, useRepairDrift, useResolveDrift } from './api/carrier-drift';
import { CustomerLink, QueueTable, type QueueClosing } from './queue-table';

const M = STAFF_MESSAGES.care;
const REASON_OPTIONS = CARRIER_DRIFT_RESOLUTIONS.map((value) => ({ value, label: M.driftReasons[value] }));

/** One side of a drift item in words: status, SIM, bar; or that this side holds no line. */
function Side({ side }: { side: CarrierDriftItem['ours'] }) {
  if (!side) return <>No line</>;
  const parts = [
    side.status ?? 'status unknown',
    side.iccid ? `SIM ${side.iccid}` : 'no SIM',
    side.barred === null ? null : side.barred ? 'barred' : 'not barred',
  ];
  return <>{parts.filter(Boolean).join(', ')}</>;
}

/** Marking an item resolved asks for the reason code; a refusal shows in the dialog. */
const RESOLVING: QueueClosing<CarrierDriftItem, CarrierDriftResolution> = {
  texts: {
    title: M.driftDialogTitle,
    description: M.driftDialogLead,
    confirmLabel: M.driftResolve,
    reasonRequired: M.driftReasonRequired,
  },
  reasons: REASON_OPTIONS,
  useClose: useResolveDrift,
  describe: (item) => (
    <>
      {formatMdn(item.mdn)}: {M.driftKinds[item.kind]}
    </>
  ),
};

/**
 * Carrier drift (decisions 081, 086): what the reconciliation found different between our lines and
 * the carrier's, oldest first. The bar a customer asked for is sent again where that is safe; any
 * item is marked resolved with a reason. Both are audited.
 */
export function CarrierDrift() {
  const [page, setPage] = useState(0);
  const query = useCarrierDrift(page);
  const repair = useRepairDrift();
  return (
    <section aria-labelledby="carrier-drift-title" className="care-section">
      <h2 id="carrier-drift-title">{M.driftTitle}</h2>
      <QueueTable
        query={query}
        loadingLabel="Loading carrier drift"
        errorText="Carrier drift could not be loaded."
        id="queue-carrier-drift"
        title="Open items"
        head={['Line', 'Customer', 'Difference', 'We have', 'The carrier has', 'Found', 'Action']}
        {...{ page, setPage }}
        closing={RESOLVING}
        row={(item, { close, say }) => (
          <tr key={item.id}>
            <td>{formatMdn(item.mdn)}</td>
            <td>
              {item.customerId ? (
                <CustomerLink id={item.customerId} name={item.customerName ?? item.customerId} />
              ) : (
                'None'
              )}
            </td>
            <td>
              {M.driftKinds[item.kind]}
              {item.repairSent && ' (bar sent again)'}
            </td>
            <td>
              <Side side={item.ours} />
            </td>
            <td>
              <Side side={item.theirs} />
            </td>
            <td>{formatDayTime(item.detectedAt)}</td>
            <td>
              {item.repairable && (
                <Button
                  variant="secondary"
                  loading={repair.isPending && repair.variables === item.id}
                  onClick={() => {
                    say(undefined);
                    repair.mutate(item.id, { onSuccess: (answer) => say(answer.message) });
                  }}
                >
                  {M.driftRepair}
                  <span className="visually-hidden"> for {formatMdn(item.mdn)}</span>
                </Button>
              )}{' '}
              <Button
                variant="secondary"
                onClick={() => {
                  say(undefined);
                  repair.reset();
                  close(item);
                }}
              >
                {M.driftResolve}
                <span className="visually-hidden"> for {formatMdn(item.mdn)}</span>
              </Button>
            </td>
          </tr>
        )}
      >
        {repair.isError && <FormAlert message={serverErrorMessage(repair.error)} />}
      </QueueTable>
    </section>
  );
}
