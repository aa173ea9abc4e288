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
import { QueryState } from '../../../components/ui/query-state';
import { formatDayTime } from '../../../lib/format-date';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useCarrierDrift, useRepairDrift, useResolveDrift } from './api/carrier-drift';
import { CustomerLink, Paged } from './queue-table';
import { ReasonDialog } from './reason-dialog';

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

/** Asks for the reason code, then marks the item resolved; a refusal shows in the dialog. */
function ResolveDialog({ item, onClose }: { item: CarrierDriftItem; onClose: (message?: string) => void }) {
  const resolve = useResolveDrift();
  return (
    <ReasonDialog
      texts={{
        title: M.driftDialogTitle,
        description: M.driftDialogLead,
        confirmLabel: M.driftResolve,
        reasonRequired: M.driftReasonRequired,
      }}
      pending={resolve.isPending}
      reasons={REASON_OPTIONS}
      send={(reason: CarrierDriftResolution) => resolve.mutateAsync({ id: item.id, reason })}
      onClose={onClose}
    >
      {formatMdn(item.mdn)}: {M.driftKinds[item.kind]}
    </ReasonDialog>
  );
}

/**
 * Carrier drift (decisions 081, 086): what the reconciliation found different between our lines and
 * the carrier's, oldest first. The bar a customer asked for is sent again where that is safe; any
 * item is marked resolved with a reason. Both are audited.
 */
export function CarrierDrift() {
  const [page, setPage] = useState(0);
  const [resolving, setResolving] = useState<CarrierDriftItem>();
  const [said, setSaid] = useState<string>();
  const query = useCarrierDrift(page);
  const repair = useRepairDrift();
  return (
    <section aria-labelledby="carrier-drift-title" className="care-section">
      <h2 id="carrier-drift-title">{M.driftTitle}</h2>
      <QueryState
        query={query}
        loadingLabel="Loading carrier drift"
        errorText="Carrier drift could not be loaded."
      >
        {({ items, hasMore }) => (
          <Paged
            id="queue-carrier-drift"
            title="Open items"
            {...{ page, setPage, hasMore }}
            empty={items.length === 0}
            head={['Line', 'Customer', 'Difference', 'We have', 'The carrier has', 'Found', 'Action']}
          >
            {items.map((item) => (
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
                        setSaid(undefined);
                        repair.mutate(item.id, { onSuccess: (answer) => setSaid(answer.message) });
                      }}
                    >
                      {M.driftRepair}
                      <span className="visually-hidden"> for {formatMdn(item.mdn)}</span>
                    </Button>
                  )}{' '}
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setSaid(undefined);
                      repair.reset();
                      setResolving(item);
                    }}
                  >
                    {M.driftResolve}
                    <span className="visually-hidden"> for {formatMdn(item.mdn)}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </Paged>
        )}
      </QueryState>
      {said && <p role="status">{said}</p>}
      {repair.isError && <FormAlert message={serverErrorMessage(repair.error)} />}
      {resolving && (
        <ResolveDialog
          item={resolving}
          onClose={(message) => {
            setResolving(undefined);
            setSaid(message);
          }}
        />
      )}
    </section>
  );
}
