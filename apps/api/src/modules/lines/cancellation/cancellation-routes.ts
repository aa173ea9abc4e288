import { cancelLine, undoLineCancellation } from '@mvno/contracts/api/line-cancellation';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { CancellationService } from './cancellation-service';

export function registerCancellationRoutes(
  router: Router<Customer>,
  cancellation: CancellationService,
): void {
  router.add(cancelLine, ({ user, params, body }) =>
    cancellation.cancel(user, params.id, body.when, { reason: body.reason, note: body.note }),
  );
  router.add(undoLineCancellation, ({ user, params }) => cancellation.undo(user, params.id));
}
