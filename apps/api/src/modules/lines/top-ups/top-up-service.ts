/**
 * Data add-ons (decision 027): priced with the line's sales tax (the rate of the order that bought
 * it, as renewals are), charged once per customer and key whatever the retries or tabs (the
 * attempt is claimed before the card is charged; the provider's key is `top-up-<id>`, so a request
 * that takes over a dead one's attempt gets the charge already made), added to the period's
 * allowance at once, recorded with its receipt in the order history.
 */
import { createHash } from 'node:crypto';
import type { BuyTopUp, TopUpOption } from '@mvno/contracts/api/data-top-ups';
import { DATA_TOP_UPS } from '@mvno/contracts/product-constants/top-ups';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { METERED_LINE_STATUSES } from '@mvno/contracts/usage-format';
import { formatMdn } from '@mvno/contracts/line-format';
import { AppError, fieldError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { isUuid } from '../../../lib/ids';
import type { Log } from '../../../lib/log';
import { inLanguage, type Mailing, mailTaxLines, sendOrLog } from '../../../lib/mail';
import { toDollars } from '../../../lib/money';
import type { Customer } from '../../accounts/accounts-types';
import { chargeClaimed, chargeKey, settleCharge, type SavedCardPayments } from '../../payments/charge-ledger';
import type { RenewalPricing } from '../plan-periods/renewal-service';
import { lineTaxesAt, type LineTaxes } from '../plan-periods/renewal-taxes';
import type { TaxRates } from '../../taxes/taxes-types';
import { topUpReceiptMail } from './top-up-mails';
import type { TopUpRecord, TopUpRepository } from './top-up-repository';

const T = ACCOUNT_MESSAGES.topUps;

export type TopUpDeps = Mailing & {
  repository: TopUpRepository;
  payments: Pick<SavedCardPayments, 'requireOwnedCard' | 'chargeSavedCard' | 'accountCredit'>;
  /** The shop's renewal price, whose tax rule prices an add-on too. */
  price: RenewalPricing;
  /** The taxes module's rates at a place (decision 060). */
  taxes: LineTaxes;
  clock: Clock;
  log: Log;
  /** How long a request may charge an attempt before another may take it over (ORDER_LEASE_SECONDS). */
  leaseSeconds: number;
};

type BuyAnswer = {
  successful: boolean;
  message: string;
  transactionId: string;
  dataAllowanceMb: number | null;
};

const hashOf = (lineId: string, request: BuyTopUp) =>
  createHash('sha256')
    .update(JSON.stringify([lineId, request.topUpId, request.cardId ?? null]))
    .digest('hex');

export function createTopUpService(deps: TopUpDeps) {
  const { repository, payments, price, clock, mail, mailContext, log } = deps;
  const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
  const leaseFrom = (now: Date) => new Date(now.getTime() + deps.leaseSeconds * 1000);

  /** The customer's line, in service on a plan with a data allowance: what an add-on can be bought for. */
  async function buyableLine(customer: Pick<Customer, 'id'>, lineId: string) {
    const line = isUuid(lineId) ? await repository.lineOf(customer.id, lineId) : undefined;
    if (!line) throw notFound();
    if (!line.planId || !METERED_LINE_STATUSES.includes(line.status))
      throw new AppError('CONFLICT', PRODUCT_MESSAGES.usage.notMetered);
    // In service (the card says Active) while its renewal waits to be paid: say that, not "not in service".
    if (line.periodEnd <= clock.now()) throw new AppError('CONFLICT', T.renewalDue);
    if (line.dataAllowanceMb === null) throw new AppError('CONFLICT', T.unlimited);
    return line;
  }

  /** A top-up's price and its taxes at the line's address, by the rates in force now (decision 060). */
  const priced = (priceCents: number, taxes: TaxRates | null) => {
    const taxCents = price(priceCents, taxes, null, 'top_up').taxCents;
    return { priceCents, taxCents, finalCents: priceCents + taxCents };
  };
  const taxesOf = (line: { taxState: string | null; taxZip: string | null }) =>
    lineTaxesAt(deps.taxes, line, clock.now());

  async function answerOf(topUp: TopUpRecord, customer: Pick<Customer, 'id'>): Promise<BuyAnswer> {
    const line = await repository.lineOf(customer.id, topUp.lineId);
    const allowance = line?.dataAllowanceMb == null ? null : line.dataAllowanceMb + line.topUpMb;
    return {
      successful: topUp.status === 'paid',
      message: topUp.status === 'paid' ? T.bought(topUp.name) : (topUp.message ?? ''),
      transactionId: topUp.transactionId ?? '',
      dataAllowanceMb: allowance,
    };
  }

  async function charge(
    topUp: TopUpRecord,
    customer: Customer,
    line: { nickname: string | null; mdn: string },
  ) {
    const item = T.historyItem(topUp.name, line.nickname || formatMdn(line.mdn));
    // The invoice's tax lines: the add-on's price taxed at the line's address now (decision 069).
    const taxed = await repository.lineOf(topUp.userId, topUp.lineId);
    const taxLines = taxed ? price(topUp.priceCents, await taxesOf(taxed), null, 'top_up').taxLines : [];
    const outcome = await chargeClaimed(payments, {
      key: chargeKey('top-up', topUp.id),
      userId: topUp.userId,
      cardId: topUp.cardId,
      amountCents: topUp.finalCents,
      description: item,
      release: () => repository.release(topUp.id),
      // The account credit is spent before the card (decision 071).
      credit: payments.accountCredit,
    });
    await settleCharge({
      outcome,
      payment: {
        userId: topUp.userId,
        item,
        at: clock.now(),
        card: { network: topUp.cardNetwork, last4: topUp.cardLast4 },
        amounts: {
          orderTotalCents: topUp.priceCents,
          taxCents: topUp.taxCents,
          finalCents: topUp.finalCents,
        },
        document: { taxLines, taxState: taxed?.taxState ?? null, taxZip: taxed?.taxZip ?? null },
      },
      record: (payment, paid) =>
        repository.record(topUp.id, {
          status: paid ? 'paid' : 'failed',
          payment,
          chargeId: outcome.chargeId,
          message: outcome.message,
        }),
      receipt: () =>
        sendOrLog(
          mail,
          log,
          () =>
            topUpReceiptMail(
              {
                to: customer.email,
                firstName: customer.firstName,
                nickname: line.nickname ?? '',
                mdn: line.mdn,
                name: topUp.name,
                periodEnd: topUp.periodEnd,
                cents: { price: topUp.priceCents, tax: topUp.taxCents, final: topUp.finalCents },
                card: { network: topUp.cardNetwork ?? '', last4: topUp.cardLast4 ?? '' },
                taxLines: mailTaxLines(taxLines),
              },
              inLanguage(mailContext, customer.language),
            ),
          { topUpId: topUp.id },
          'data add-on receipt could not be sent',
        ),
    });
    const final = await repository.findById(topUp.id);
    return answerOf(final ?? topUp, customer);
  }

  /** Another request holds (or held) this key: its answer, or take it over when it died. */
  async function replay(existing: TopUpRecord, hash: string, customer: Customer, lineId: string) {
    if (existing.requestHash !== hash || existing.lineId !== lineId)
      throw new AppError('CONFLICT', T.keyReused);
    if (existing.status !== 'pending') return answerOf(existing, customer);
    const taken = await repository.takeOver(existing.id, new Date(), leaseFrom(new Date()));
    if (!taken) throw new AppError('CONFLICT', T.inProgress);
    const line = await repository.lineOf(customer.id, lineId);
    return charge(taken, customer, { nickname: line?.nickname ?? null, mdn: line?.mdn ?? '' });
  }

  return {
    async optionsFor(customer: Customer, lineId: string) {
      const line = await buyableLine(customer, lineId);
      const taxes = await taxesOf(line);
      const options: TopUpOption[] = DATA_TOP_UPS.map((topUp) => {
        const cents = priced(topUp.priceCents, taxes);
        return {
          id: topUp.id,
          name: topUp.name,
          dataMb: topUp.dataMb,
          price: toDollars(cents.priceCents),
          taxAmount: toDollars(cents.taxCents),
          total: toDollars(cents.finalCents),
        };
      });
      return { periodEnd: line.periodEnd.toISOString(), options };
    },

    async buy(customer: Customer, lineId: string, request: BuyTopUp): Promise<BuyAnswer> {
      if (!isUuid(lineId)) throw notFound();
      const hash = hashOf(lineId, request);
      const existing = await repository.findByKey(customer.id, request.idempotencyKey);
      if (existing) return replay(existing, hash, customer, lineId);
      const line = await buyableLine(customer, lineId);
      const card = request.cardId
        ? await payments.requireOwnedCard(customer.id, request.cardId)
        : await repository.primaryCardOf(customer.id);
      if (!card) throw fieldError('cardId', T.noCard);
      const topUp = DATA_TOP_UPS.find((t) => t.id === request.topUpId);
      if (!topUp) throw fieldError('topUpId', T.unlimited);
      const cents = priced(topUp.priceCents, await taxesOf(line));
      const claimed = await repository.claim({
        userId: customer.id,
        lineId,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        topUpId: topUp.id,
        name: topUp.name,
        dataMb: topUp.dataMb,
        periodEnd: line.periodEnd,
        leaseUntil: leaseFrom(new Date()),
        ...cents,
        cardId: card.id,
        cardNetwork: card.network,
        cardLast4: card.last4,
      });
      if (claimed) return charge(claimed, customer, line);
      // Lost the race for the key to a concurrent request: answer as that one does.
      const winner = await repository.findByKey(customer.id, request.idempotencyKey);
      if (!winner) throw new Error('add-on of a taken key not found');
      return replay(winner, hash, customer, lineId);
    },
  };
}

export type TopUpService = ReturnType<typeof createTopUpService>;
