import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { SharedLine } from '@mvno/contracts/api/members';
import { formatMdn } from '@mvno/contracts/line-format';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useTopUpOptions } from '../../../entities/line/top-up-options';
import { useAskForData, useLineRequests } from '../api/line-requests';
import { useLeaveLine, useSharedLines } from '../api/members';
import { LinesOfferedToMe } from './line-transfers';
import { REQUEST_STATUSES, ROLE_NAMES } from './member-roles';
import { ChangeRequestDialog, type ChangeKind } from './change-request-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { requestWhat } from './request-what';
import { LineControls } from './line-controls';
import { ManagedMembers } from './managed-members';
import './members.css';

const M = ACCOUNT_MESSAGES.members;
const nameOf = (line: SharedLine['line']) => line.nickname || formatMdn(line.mdn);
const megabytes = (mb: number) => (mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb} MB`);

function SharedUsage({ lineId }: { lineId: string }) {
  const t = useT();
  const usage = useQuery({
    queryKey: queryKeys.lineUsage(lineId),
    queryFn: async ({ signal }) => {
      const { getLineUsage } = await import('@mvno/contracts/api/line-usage');
      return callApi(getLineUsage, { params: { id: lineId }, signal });
    },
  });
  const data = usage.data?.dataMb;
  if (!data || data.allowance === null) return null;
  return <p className="members__meta">{t(M.dataUsed(megabytes(data.used), megabytes(data.allowance)))}</p>;
}

/** Ask the owner for a data add-on on a shared line. */
function AskDataDialog({ line, onClose }: { line: SharedLine | undefined; onClose: () => void }) {
  const t = useT();
  const groupId = useId();
  const notify = useAppStore((s) => s.notify);
  const options = useTopUpOptions(line?.line.id);
  const ask = useAskForData();
  const [chosen, setChosen] = useState<string>();
  const list = options.data?.options ?? [];
  const topUp = list.find((option) => option.id === chosen) ?? list[0];
  const [failure, setFailure] = useState<string>();
  function send() {
    if (!line || !topUp) return;
    ask.mutate(
      { lineId: line.line.id, topUpId: topUp.id },
      {
        onSuccess: ({ message }) => {
          notify({ message: t(message) });
          onClose();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  }
  return (
    <Modal
      open={line !== undefined}
      title={t(M.requestTitle)}
      description={line && nameOf(line.line)}
      confirmLabel={t(M.requestSend)}
      confirmLoading={ask.isPending}
      confirmDisabled={!topUp}
      onConfirm={send}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      <fieldset className="members__roles">
        <legend>{t(M.chooseData)}</legend>
        {list.map((option) => (
          <div key={option.id} className="members__role">
            <input
              id={`${groupId}-${option.id}`}
              type="radio"
              name={`${groupId}-top-up`}
              checked={topUp?.id === option.id}
              onChange={() => setChosen(option.id)}
            />
            <label htmlFor={`${groupId}-${option.id}`}>
              {option.name} · {formatPrice(option.total)}
            </label>
          </div>
        ))}
      </fieldset>
      {(failure ?? options.error?.message) && <p role="alert">{failure ?? options.error?.message}</p>}
    </Modal>
  );
}

/**
 * The lines of other accounts the customer is a member of (decision 072): only those lines, with
 * their usage, "Ask for more data" for a member or manager, the requests made and "Leave this line".
 * Nothing shows for a customer who is nobody's member.
 */
export function SharedLinesSection() {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const shared = useSharedLines();
  const requests = useLineRequests((shared.data?.lines.length ?? 0) > 0);
  const leave = useLeaveLine();
  const [dialog, setDialog] = useState<{ kind: 'ask' | 'leave' | ChangeKind | 'invite'; line: SharedLine }>();
  const lines = shared.data?.lines ?? [];
  if (lines.length === 0) return null;
  const mine = requests.data?.mine ?? [];

  function confirmLeave(line: SharedLine) {
    leave.mutate(line.membershipId, {
      onSuccess: ({ message }) => {
        notify({ message: t(message) });
        setDialog(undefined);
        void shared.refetch();
      },
      onError: (error) => notify({ error: true, message: error.message }),
    });
  }

  return (
    <section className="shared-lines" aria-labelledby="shared-lines-title">
      <h2 id="shared-lines-title">{t(M.sharedTitle)}</h2>
      <LinesOfferedToMe />
      <ul className="members__list">
        {lines.map((shared) => {
          const name = nameOf(shared.line);
          const request = mine.find((one) => one.lineId === shared.line.id);
          return (
            <li key={`${shared.membershipId}-${shared.line.id}`} className="members__item" aria-label={name}>
              <p>
                <strong>{name}</strong> · {formatMdn(shared.line.mdn)}
              </p>
              <p className="members__meta">
                {t(M.sharedBy(shared.ownerName))} · {t(ROLE_NAMES[shared.role])}
              </p>
              {shared.line.statusReason && <p className="members__meta">{t(shared.line.statusReason)}</p>}
              <SharedUsage lineId={shared.line.id} />
              <LineControls lineId={shared.line.id} mayAlert={shared.role !== 'viewer'} />
              {request && (
                <p className="members__meta">
                  {t(requestWhat(request))}: {t(REQUEST_STATUSES[request.status])}
                </p>
              )}
              <div className="members__actions">
                {shared.role !== 'viewer' && (
                  <Button
                    aria-label={`${t(M.requestTopUp)}: ${name}`}
                    onClick={() => setDialog({ kind: 'ask', line: shared })}
                  >
                    {t(M.requestTopUp)}
                  </Button>
                )}
                {shared.role !== 'viewer' &&
                  (['plan', 'cap'] as const).map((kind) => {
                    const label = t(kind === 'plan' ? M.requestPlan : M.requestCap);
                    return (
                      <Button
                        key={kind}
                        variant="secondary"
                        aria-label={`${label}: ${name}`}
                        onClick={() => setDialog({ kind, line: shared })}
                      >
                        {label}
                      </Button>
                    );
                  })}
                {shared.role === 'manager' && (
                  <Button
                    variant="secondary"
                    aria-label={`${t(M.invite)}: ${name}`}
                    onClick={() => setDialog({ kind: 'invite', line: shared })}
                  >
                    {t(M.invite)}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  aria-label={`${t(M.leave)}: ${name}`}
                  onClick={() => setDialog({ kind: 'leave', line: shared })}
                >
                  {t(M.leave)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {lines.some((one) => one.role === 'manager') && <ManagedMembers />}
      <AskDataDialog
        line={dialog?.kind === 'ask' ? dialog.line : undefined}
        onClose={() => setDialog(undefined)}
      />
      <ChangeRequestDialog
        line={dialog?.kind === 'plan' || dialog?.kind === 'cap' ? dialog.line : undefined}
        kind={dialog?.kind === 'cap' ? 'cap' : 'plan'}
        onClose={() => setDialog(undefined)}
      />
      <InviteMemberDialog
        open={dialog?.kind === 'invite'}
        managedLines={lines
          .filter((one) => one.membershipId === dialog?.line.membershipId)
          .map((one) => one.line)}
        onClose={() => setDialog(undefined)}
      />
      <Modal
        open={dialog?.kind === 'leave'}
        title={t(M.leaveTitle)}
        description={t(M.leaveText)}
        confirmLabel={t(M.leave)}
        confirmVariant="danger"
        confirmLoading={leave.isPending}
        onConfirm={() => dialog && confirmLeave(dialog.line)}
        onCancel={() => setDialog(undefined)}
        cancelLabel={t('Cancel')}
      />
    </section>
  );
}
