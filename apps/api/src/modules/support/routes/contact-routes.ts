import { sendContactMessage } from '@mvno/contracts/api/contact';
import { requestLanguage } from '../../../http/error-language';
import type { Router } from '../../../http/router';
import type { ContactService } from '../services/contact-service';

export function registerContactRoutes(router: Router<unknown>, contact: ContactService): void {
  router.add(sendContactMessage, ({ body, request }) =>
    contact.send(body, request.ip, requestLanguage(request)),
  );
}
