import {
  completeDeletionRequest,
  deleteMyAccount,
  listDeletionRequests,
} from '@mvno/contracts/api/account-deletion';
import type { Router } from '../../http/router';
import type { AuthUser, Customer } from '../accounts/accounts-types';
import type { AccountDeletionService } from './account-deletion-service';

export function registerAccountDeletionRoutes(
  router: Router<Customer>,
  deletion: AccountDeletionService,
): void {
  router.add(deleteMyAccount, ({ user }) => deletion.deleteAccount(user));
}

/** The staff queue of deletion requests and marking one done (permission `queues.work`, checked by the router). */
export function registerDeletionQueueRoutes(
  router: Router<AuthUser>,
  deletion: AccountDeletionService,
): void {
  router.add(listDeletionRequests, ({ query }) => deletion.list(query.status, query.page));
  router.add(completeDeletionRequest, ({ user, params, body }) =>
    deletion.complete(user, params.requestId, body.reason),
  );
}
