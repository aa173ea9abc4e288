import { useQuery } from '@tanstack/react-query';
import { viewCustomerFamily } from '@mvno/contracts/api/care-customers';
import { DATA_TOP_UPS } from '@mvno/contracts/product-constants/top-ups';
import { callApi } from '../../../lib/api-client';
import { formatDayTime } from '../../../lib/format-date';
import { CARE_KEY } from '../shell/view-staff';

/** Request kinds other than a data add-on (decision 088): the API names them by their id. */
const KIND_LABELS: Record<string, string> = {
  plan_change: 'a plan change',
  data_cap: 'a data cap change',
};

/** What a waiting request asks for: a kind's label, or the data add-on's name; an unknown id as it is. */
export function requestedLabel(id: string): string {
  const topUp = DATA_TOP_UPS.find((one) => one.id === id);
  if (topUp) return `${topUp.name} of data`;
  return KIND_LABELS[id] ?? id;
}

/** The customer's family account (decision 072), read-only: members and roles, lines used as a member, requests waiting. */
export function FamilyPanel({ customerId }: { customerId: string }) {
  const family = useQuery({
    queryKey: [...CARE_KEY, 'customers', customerId, 'family'],
    queryFn: ({ signal }) => callApi(viewCustomerFamily, { params: { customerId }, signal }),
  });
  if (family.isPending) return <p>Loading the family account…</p>;
  if (family.isError) return <p role="alert">{family.error.message}</p>;
  const { members, memberOf, pendingRequests } = family.data;
  return (
    <>
      <h3>Family account</h3>
      {members.length === 0 && memberOf.length === 0 ? (
        <p>No members, and a member of no other account.</p>
      ) : (
        <ul aria-label="Members and roles">
          {members.map((member) => (
            <li key={`${member.email}-${member.lineName}`}>
              {member.firstName} ({member.email}): {member.role} on {member.lineName}, since{' '}
              {formatDayTime(member.since)}
            </li>
          ))}
          {memberOf.map((membership) => (
            <li key={`of-${membership.ownerName}-${membership.lineName}`}>
              {membership.role} on {membership.ownerName}’s line {membership.lineName}
            </li>
          ))}
        </ul>
      )}
      <h4>Requests waiting</h4>
      {pendingRequests.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul aria-label="Requests waiting">
          {pendingRequests.map((request) => (
            <li key={`${request.lineName}-${request.expiresAt}`}>
              {request.requesterName} asks for {requestedLabel(request.topUpId)} on {request.lineName},
              expires {formatDayTime(request.expiresAt)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
