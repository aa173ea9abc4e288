import { useState } from 'react';
import { z } from 'zod';
import {
  CARRIER_DRIFT_RESOLUTIONS,
  type CarrierDriftItem,
  type CarrierDriftResolution,
} from '@mvno/contracts/api/care-carrier-drift';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { formatDayTime } from '../../../lib/format-date';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useServerSubmit } from '../../../lib/forms/use-server-form';
import { useCarrierDrift, useRepairDrift, useResolveDrift } from './api/carrier-drift';
import { CustomerLink, Paged } from './queue-table';

const M = STAFF_MESSAGES.care;
const REASON_OPTIONS = CARRIER_DRIFT_RESOLUTIONS.map((value) => ({ value, label: M.driftReasons[value] }));
const reasonSchema = z.object({ reason: z.string().min(1, M.driftReasonRequired) });

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
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const { alert, onSubmit } = useServerSubmit(form, {
    fields: ['reason'],
    send: async ({ reason }) => {
      const answer = await resolve.mutateAsync({ id: item.id, reason: reason as CarrierDriftResolution });
      onClose(answer.message);
    },
  });
  return (
    <FormDialog
      open
      title={M.driftDialogTitle}
      description={M.driftDialogLead}
      confirmLabel={M.driftResolve}
      confirmLoading={resolve.isPending}
      onCancel={() => onClose()}
      onSubmit={onSubmit}
    >
      <p>
        {formatMdn(item.mdn)}: {M.driftKinds[item.kind]}
      </p>
      <FormField
        form={form}
        name="reason"
        label="Reason"
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
      />
      <FormAlert message={alert} />
    </FormDialog>
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
