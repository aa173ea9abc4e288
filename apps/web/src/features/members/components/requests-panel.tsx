import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineRequest } from '@mvno/contracts/api/members';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { formatDayTime } from '../../../lib/format-date';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useAnswerRequest, useLineRequests } from '../api/line-requests';
import { REQUEST_STATUSES } from './member-roles';
import { requestWhat } from './request-what';

const M = ACCOUNT_MESSAGES.members;

/** The members' requests the owner or a manager may answer: Approve (charges the owner's card) or Decline. */
export function RequestsPanel() {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const requests = useLineRequests();
  const answer = useAnswerRequest();

  function decide(request: LineRequest, approve: boolean) {
    answer.mutate(
      { requestId: request.id, approve },
      {
        onSuccess: ({ message }) => notify({ message: t(message) }),
        onError: (error) => notify({ error: true, message: error.message }),
      },
    );
  }

  return (
    <section className="members__requests" aria-labelledby="members-requests-title">
      <h3 id="members-requests-title">{t(M.requestsTitle)}</h3>
      <QueryState query={requests} loadingLabel={M.loading} errorText={M.loadFailed}>
        {({ toAnswer }) =>
          toAnswer.length === 0 ? (
            <p>{t(M.requestsNone)}</p>
          ) : (
            <ul className="members__list">
              {toAnswer.map((request) => {
                // The sentence is the page's own ICU text: a catalogue pattern that starts and ends with an
                // argument is never matched, so the Spanish would stay English around what is asked for.
                const what = t('{who} asks for {what} on {line}', {
                  who: request.requesterName,
                  what: t(requestWhat(request)),
                  line: request.lineName,
                });
                return (
                  <li key={request.id} className="members__item" aria-label={what}>
                    <p>{what}</p>
                    <p className="members__meta">
                      {t(REQUEST_STATUSES[request.status])}
                      {request.status === 'pending' && ` · ${formatDayTime(request.expiresAt)}`}
                    </p>
                    {request.status === 'pending' && (
                      <div className="members__actions">
                        <Button
                          aria-label={`${t(M.approve)}: ${what}`}
                          loading={answer.isPending && answer.variables?.requestId === request.id}
                          onClick={() => decide(request, true)}
                        >
                          {t(M.approve)}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={`${t(M.decline)}: ${what}`}
                          disabled={answer.isPending}
                          onClick={() => decide(request, false)}
                        >
                          {t(M.decline)}
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
