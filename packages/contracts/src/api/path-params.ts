/** The path parameters several contracts share (decision 052); one contract's own stay in its file. */
import { z } from 'zod';
import { care } from '../product-messages/care';
import { lines } from '../product-messages/lines';
import { zPathId } from './common';

/** `/app/users/lines/:id/...`: one of the customer's lines. */
export const zLineParams = z.object({ id: zPathId(lines.lineNotFound) });

/** `/app/care/customers/:customerId/...`: the customer a staff member works on. */
export const zCustomerParams = z.object({ customerId: zPathId(care.customerNotFound) });
