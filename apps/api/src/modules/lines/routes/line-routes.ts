import { listLines } from '@mvno/contracts/api/lines';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { LineService } from '../services/line-service';

export function registerLineRoutes(router: Router<Customer>, lines: LineService): void {
  router.add(listLines, ({ user }) => lines.listLines(user));
}
