/**
 * Who may use a line (decision 072), in one place for every route of a customer's line
 * (`zLineParams`): the line's owner as before; a manager of the account on every line of it; a
 * member or a viewer on their own line, for the calls `MEMBER_MAY` names for their role. A caller
 * with a role is served as the account's owner (the line's services check the line's owner); a
 * call their role does not allow is 403; a caller with no role on the line is served as themselves,
 * so the line's own service answers 404 as for anyone else's line.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { Endpoint } from '@mvno/contracts/api/common';
import { zLineParams } from '@mvno/contracts/api/path-params';
import type { MemberRole } from '@mvno/contracts/product-constants/members';
import { AppError } from '../../errors';
import type { Router } from '../../http/router';
import type { Customer } from '../accounts/accounts-types';
import type { MembersService } from './members/members-service';

/** The calls on their own line a viewer and a member may make (a manager may make every one). */
export const MEMBER_MAY: Record<string, Exclude<MemberRole, 'manager'>> = {
  getLineUsage: 'viewer',
  listDataTopUps: 'viewer',
  getEmergencyAddress: 'viewer',
  updateLineNickname: 'member',
  saveLineDevice: 'member',
  changeLineSim: 'member',
  createLineRequest: 'member',
  // Plan-change and data-cap requests (decision 088).
  createPlanChangeRequest: 'member',
  createDataCapRequest: 'member',
  // A line's controls (decision 089; the members slice asks its own rule, these say the same).
  getLineControls: 'viewer',
  setLineDataAlert: 'member',
};

const RANK: Record<MemberRole, number> = { viewer: 0, member: 1, manager: 2 };

export const mayUse = (role: MemberRole, operationId: string): boolean => {
  if (role === 'manager') return true;
  const least = MEMBER_MAY[operationId];
  return least !== undefined && RANK[role] >= RANK[least];
};

export type LineAccess = {
  /** The customer the line's services act for, and the caller's role (undefined: the caller's own or no role). */
  resolve(
    caller: Customer,
    lineId: string,
    operationId: string,
  ): Promise<{ acting: Customer; role?: MemberRole }>;
};

export function createLineAccess(members: Pick<MembersService, 'roleOn' | 'owner'>): LineAccess {
  return {
    async resolve(caller, lineId, operationId) {
      const found = await members.roleOn(caller.id, lineId);
      if (!found) return { acting: caller };
      if (!mayUse(found.role, operationId))
        throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.members.forbidden);
      return { acting: await members.owner(found.ownerId), role: found.role };
    },
  };
}

/** The router the line slices register through: each line route first asks `access` whom it serves. */
export function withLineAccess(router: Router<Customer>, access: LineAccess): Router<Customer> {
  const guarded = (inner: Router<Customer>): Router<Customer> => ({
    endpoints: inner.endpoints,
    tagged: (tag) => guarded(inner.tagged(tag)),
    add<E extends Endpoint>(endpoint: E, handler: Parameters<Router<Customer>['add']>[1]) {
      if (endpoint.params !== zLineParams || !endpoint.auth) return inner.add(endpoint, handler as never);
      inner.add(endpoint, (async (ctx: { user: Customer; params: { id: string } }) => {
        const { acting } = await access.resolve(ctx.user, ctx.params.id, endpoint.operationId);
        return (handler as (c: unknown) => Promise<unknown>)({ ...ctx, user: acting });
      }) as never);
    },
  });
  return guarded(router);
}
