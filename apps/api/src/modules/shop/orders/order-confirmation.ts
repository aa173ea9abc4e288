/** The facts of a paid order's confirmation mail: what was bought, the line, the money and the renewal. */
import type { Customer } from '../../accounts/accounts-types';
import { renewalPriceOf } from '../pricing/pricing-service';
import { mailTaxLines, type StoredTaxes } from '../pricing/tax-items';
import type { orderConfirmationMail } from './order-mails';
import type { NewLine, OrderRecord } from './order-repository';

export function confirmationOf(
  order: OrderRecord,
  customer: Customer,
  line: Pick<NewLine, 'mdn' | 'activationCode'>,
  periodDays: number,
): Parameters<typeof orderConfirmationMail>[0] {
  return {
    to: customer.email,
    firstName: customer.firstName,
    language: customer.language,
    item: order.item,
    simType: order.simType,
    mdn: line.mdn,
    portNumber: order.portNumber,
    ownSim: order.ownSimIccid !== null,
    activationCode: line.activationCode ?? null,
    shippingAddress: order.simType === 'psim' && !order.ownSimIccid ? order.shippingAddress : null,
    cents: {
      orderTotal: order.orderTotalCents,
      discount: order.discountCents,
      tax: order.taxCents,
      regulatoryFee: order.regulatoryFeeCents,
      activationFee: order.activationFeeCents,
      final: order.finalCents,
    },
    card: { network: order.cardNetwork, last4: order.cardLast4 },
    taxLines: mailTaxLines(order.taxLines as StoredTaxes | null),
    renewal: order.renewalConsentAt
      ? {
          // The renewal priced with the order's taxes (decision 060), else with none.
          cents:
            (order.taxLines as StoredTaxes | null)?.renewalCents ??
            renewalPriceOf(order.orderTotalCents, null, {
              percentOff: order.renewalPercentOff,
              amountOffCents: order.renewalAmountOffCents,
            }).finalCents,
          periodDays,
          consentedAt: order.renewalConsentAt,
        }
      : null,
  };
}
