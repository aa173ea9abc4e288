/**
 * The ownership matrix's calls (ownership-matrix.test.ts, and the family roles' matrix,
 * member-roles-matrix.test.ts): one entry per authenticated endpoint, and the owner's world they reach for.
 */
import type { LightMyRequestResponse } from 'fastify';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { call } from './auth';
import { startVisitor } from './chat';
import { createPlan, newCustomer, payBody, saveCard, startCardSession } from './commerce';
import type { Entry, OwnerWorld } from './ownership';
import { createLine, imeiOf, numberEnding, OLD_SERVICE } from './lines';
import { addPasskey } from './passkeys';
import { stepUp } from './step-up';
import { latestCodeTo } from './profile';
import type { TestApp } from './test-app';
import { familyEntries, familyWorld } from './ownership-family';

const lockPath = (lineId: string) => `/app/users/lines/${lineId}/number-lock`;
const holder = { firstName: 'Bob', lastName: 'Stranger' };
const otp = '1'.repeat(EMAIL_CODE_LENGTH);

/** operationId -> how the second customer reaches for the first customer's data. */
export const ownershipMatrix = (t: TestApp): Record<string, Entry> => ({
  // Lines and port-in (ids in the path or the body).
  listLines: { kind: 'own-list', list: 'lines', call: (s) => s.get('/app/users/lines') },
  // The Broadband Facts label of each of the caller's own lines' plans (decision 061).
  listMyBroadbandLabels: {
    kind: 'own-list',
    list: 'lines',
    call: (s) => s.get('/app/users/broadband-labels'),
  },
  updateLineNickname: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/sub-nickname/${w.lineId}/update`, { nickname: 'Taken' }),
  },
  setLineAutoRenew: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/auto-renew`, { autoRenew: false }),
  },
  renewLine: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post(`/app/users/lines/${w.lineId}/renew`, { periodEnd: new Date().toISOString(), cardId: w.cardId }),
  },
  quotePlanChange: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/plan-change/quote`, { planId: w.planId }),
  },
  changeLinePlan: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post(`/app/users/lines/${w.lineId}/plan-change`, {
        planId: w.planId,
        when: 'renewal',
        periodEnd: new Date().toISOString(),
        idempotencyKey: `matrix-${crypto.randomUUID()}`,
      }),
  },
  cancelLinePlanChange: {
    kind: 'foreign-id',
    call: (s, w) => s.del(`/app/users/lines/${w.lineId}/plan-change`),
  },
  getLineUsage: { kind: 'foreign-id', call: (s, w) => s.get(`/app/users/lines/${w.lineId}/usage`) },
  saveLineDevice: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/device`, { imei: imeiOf('35999999') }),
  },
  updateTempPortIn: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post('/app/users/portin/temp/update', {
        msisdn: w.portMsisdn,
        oldService: OLD_SERVICE,
        accountDetails: { ...holder, zipCode: '10001' },
      }),
  },
  bringNumber: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post('/app/users/portin/bring/number', {
        replaceNumber: true,
        msisdn: numberEnding('5550199'),
        zipCode: '10001',
        oldService: OLD_SERVICE,
        tempSubscriptionId: w.portLineId,
      }),
  },
  startPortIn: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post('/app/users/portin/make/start', {
        msisdn: w.portMsisdn,
        oldService: { ...OLD_SERVICE, ...holder },
        accountDetails: { ...holder, zipCode: '10001' },
        activationDetails: { tempSubscriptionId: w.portLineId },
      }),
  },
  keepTemporaryNumber: {
    kind: 'foreign-id',
    call: (s, w) => s.post('/app/users/portin/keep-temporary', { tempSubscriptionId: w.portLineId }),
  },
  // Number lock.
  listNumberLocks: { kind: 'own-list', list: 'locks', call: (s) => s.get('/app/users/number-locks') },
  turnOnNumberLock: { kind: 'foreign-id', call: (s, w) => s.post(lockPath(w.portLineId)) },
  requestNumberUnlockCode: { kind: 'foreign-id', call: (s, w) => s.post(`${lockPath(w.lineId)}/code`) },
  turnOffNumberLock: { kind: 'foreign-id', call: (s, w) => s.post(`${lockPath(w.lineId)}/off`, { otp }) },
  // Port-out authentication.
  createTransferPin: {
    kind: 'foreign-id',
    // A step-up endpoint: the stranger proves their own session first, so only ownership refuses.
    call: async (s, w) => {
      await stepUp(t, s.token, s.email);
      return s.post(`/app/users/lines/${w.lineId}/transfer-pin`);
    },
  },
  listPortOutRequests: {
    kind: 'foreign-id',
    call: (s, w) => s.get(`/app/users/lines/${w.lineId}/port-out-requests`),
  },
  // SIM change: the stranger proves their own second factor first, so only ownership refuses.
  changeLineSim: {
    kind: 'foreign-id',
    call: async (s, w) => {
      await stepUp(t, s.token, s.email);
      return s.post(`/app/users/lines/${w.lineId}/sim-change`, {
        simType: 'esim',
        idempotencyKey: 'ownership-matrix-sim-change',
      });
    },
  },
  // Cancelling a line (decision 027).
  cancelLine: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/cancel`, { when: 'now' }),
  },
  undoLineCancellation: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/cancel/undo`),
  },
  // A lost or stolen phone (decision 027).
  suspendLostLine: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/suspend-lost`),
  },
  resumeLostLine: {
    kind: 'foreign-id',
    // A step-up endpoint: the stranger proves their own session first, so the answer is about the line.
    call: async (s, w) => {
      await s.post('/app/users/step-up/email-code');
      await s.post('/app/users/step-up/email', { otp: await latestCodeTo(t.database, s.email) });
      return s.post(`/app/users/lines/${w.lineId}/resume`);
    },
  },
  // A line's emergency (E911) address (decision 032).
  getEmergencyAddress: {
    kind: 'foreign-id',
    call: (s, w) => s.get(`/app/users/lines/${w.lineId}/emergency-address`),
  },
  saveEmergencyAddress: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.put(`/app/users/lines/${w.lineId}/emergency-address`, {
        addressOne: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78702',
        disclosureAccepted: true,
        disclosureVersion: E911_DISCLOSURE_VERSION,
      }),
  },
  // Data add-ons (decision 027).
  listDataTopUps: { kind: 'foreign-id', call: (s, w) => s.get(`/app/users/lines/${w.lineId}/top-ups`) },
  buyDataTopUp: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post(`/app/users/lines/${w.lineId}/top-ups`, {
        topUpId: 'data-1gb',
        idempotencyKey: `key-${crypto.randomUUID()}`,
      }),
  },
  // Account credit (decision 071): the stranger's own (empty) ledger; the owner's card cannot load it.
  getWallet: { kind: 'own-list', list: 'entries', call: (s) => s.get('/app/wallet') },
  loadWallet: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post('/app/wallet/loads', {
        amount: 10,
        cardId: w.cardId,
        idempotencyKey: `key-${crypto.randomUUID()}`,
      }),
  },
  // Cards, payments, orders.
  listCards: { kind: 'own-list', list: 'cards', call: (s) => s.get('/app/payments/cards') },
  deleteCard: { kind: 'foreign-id', call: (s, w) => s.del('/app/payments/cards', { cardId: w.cardId }) },
  setDefaultCard: {
    kind: 'foreign-id',
    call: (s, w) => s.post('/app/payments/cards/setdefault', { cardId: w.cardId }),
  },
  setBackupCard: {
    kind: 'foreign-id',
    call: (s, w) => s.post('/app/payments/cards/setbackup', { cardId: w.cardId, backup: true }),
  },
  confirmStoredCard: {
    kind: 'foreign-id',
    call: (s, w) => s.post('/app/payments/storecardpage/confirm', { sessionId: w.cardSessionId }),
  },
  payOrder: { kind: 'foreign-id', call: (s, w) => s.post('/app/checkout/pay', payBody(w.planId, w.cardId)) },
  cancelOrder: {
    kind: 'foreign-id',
    call: (s, w) => s.post('/app/checkout/orders/cancel', { lineId: w.portLineId }),
  },
  listTransactions: {
    kind: 'own-list',
    list: 'transactions',
    // The owner's order as the page cursor: the stranger's own (empty) history, nothing of the owner's.
    call: (s, w) => s.get(`/app/payments/transactions?cursor=${w.orderCursor}`),
  },
  // Invoices and credit notes (decision 069): the stranger's own (empty) list; the owner's invoice is a 404.
  listInvoices: { kind: 'own-list', list: 'documents', call: (s) => s.get('/app/payments/invoices') },
  getInvoice: { kind: 'foreign-id', call: (s, w) => s.get(`/app/payments/invoices/${w.invoiceId}`) },
  // Account, sessions, chat.
  viewUser: { kind: 'own-data', call: (s) => s.get('/app/users/view') },
  exportMyData: { kind: 'own-data', call: (s) => s.get('/app/users/my-data') },
  listSessions: { kind: 'own-data', call: (s) => s.get('/app/users/sessions') },
  getAccountLanguage: { kind: 'own-data', call: (s) => s.get('/app/users/language') },
  getStepUpStatus: { kind: 'own-data', call: (s) => s.get('/app/users/step-up') },
  getTwoFactor: { kind: 'own-data', call: (s) => s.get('/app/users/two-factor') },
  getAccountPin: { kind: 'own-data', call: (s) => s.get('/app/users/account-pin') },
  // Notices by mail, text or both (decision 087): the caller's own choices and the numbers of their own lines.
  getNoticePreferences: { kind: 'own-data', call: (s) => s.get('/app/users/notice-preferences') },
  // Passkeys and the sign-in history (decision 030).
  listPasskeys: { kind: 'own-list', list: 'passkeys', call: (s) => s.get('/app/users/passkeys') },
  listSignIns: { kind: 'own-data', call: (s) => s.get('/app/users/sign-ins') },
  removePasskey: {
    kind: 'foreign-id',
    // A step-up endpoint: the stranger proves their own session first, so the answer is about the passkey.
    call: async (s, w) => {
      await stepUp(t, s.token, s.email);
      return s.del(`/app/users/passkeys/${w.passkeyId}`);
    },
  },
  endDeviceSession: { kind: 'foreign-id', call: (s, w) => s.del(`/app/users/sessions/${w.sessionId}`) },
  getMyChat: { kind: 'own-data', call: (s) => s.get('/app/chat') },
  claimVisitorChat: {
    kind: 'foreign-id',
    // The owner claimed this visitor conversation; its token does not open it for anyone else.
    call: (s, w) => s.post('/app/chat/claim', { visitorToken: w.visitorToken }),
  },
  ...familyEntries(t),
});

async function ok(response: Promise<LightMyRequestResponse>, what: string): Promise<LightMyRequestResponse> {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  return done;
}

/** The owner's world, made through the API: a paid order with its line, a card, a port, a lock, a chat. */
export async function ownerWorld(t: TestApp): Promise<OwnerWorld> {
  const plan = await createPlan(t.database, {
    retailName: 'Unlimited',
    retailPriceCents: 4000,
    dataAllowanceMb: 10240,
  });
  const owner = await newCustomer(t);
  const card = await saveCard(t, owner);
  await ok(owner.post('/app/checkout/pay', payBody(plan.id, card.id)), 'pay');
  const lines = (await ok(owner.get('/app/users/lines'), 'lines')).json() as {
    lines: { id: string; mdn: string }[];
  };
  const line = lines.lines[0];
  if (!line) throw new Error('the paid order made no line');
  await ok(owner.post(`/app/users/sub-nickname/${line.id}/update`, { nickname: 'Owner phone' }), 'nickname');
  await ok(owner.post(lockPath(line.id)), 'number lock');

  const portLine = await createLine(t.database, owner.id);
  const portMsisdn = numberEnding('5550199');
  await ok(
    owner.post('/app/users/portin/bring/number', {
      replaceNumber: true,
      msisdn: portMsisdn,
      zipCode: '10001',
      oldService: OLD_SERVICE,
      tempSubscriptionId: portLine.id,
    }),
    'bring number',
  );

  const { passkey } = await addPasskey(t, owner, 'Owner passkey');
  const { sessionId: cardSessionId } = await startCardSession(owner);
  const sessions = (await ok(owner.get('/app/users/sessions'), 'sessions')).json() as {
    sessions: { id: string; current: boolean }[];
  };
  const orders = (await ok(owner.get('/app/payments/transactions'), 'transactions')).json() as {
    transactions: { id: string; orderId?: string }[];
  };
  const order = orders.transactions[0];
  if (!order) throw new Error('the paid order has no transaction');

  const invoices = (await ok(owner.get('/app/payments/invoices'), 'invoices')).json() as {
    documents: { id: string; number: string }[];
  };
  const invoice = invoices.documents[0];
  if (!invoice) throw new Error('the paid order has no invoice');

  const chatText = `Owner question ${crypto.randomUUID()}`;
  await ok(owner.post('/app/chat/messages', { message: chatText }), 'chat message');
  const visitor = await startVisitor(t);
  await ok(
    call(t, 'POST', '/app/chat/claim', { token: owner.token, body: { visitorToken: visitor.visitorToken } }),
    'claim',
  );

  const family = await familyWorld(t, owner, line.id);

  return {
    owner,
    membershipId: family.membershipId,
    requestId: family.requestId,
    transferId: family.transferId,
    lineId: line.id,
    portLineId: portLine.id,
    portMsisdn,
    cardId: card.id,
    cardSessionId,
    sessionId: sessions.sessions[0]!.id,
    orderCursor: order.orderId ?? order.id,
    invoiceId: invoice.id,
    visitorToken: visitor.visitorToken,
    planId: plan.id,
    passkeyId: passkey.id,
    secrets: [
      ...family.secrets,
      passkey.id,
      'Owner passkey',
      owner.id,
      owner.email,
      line.id,
      line.mdn,
      portLine.id,
      portMsisdn,
      card.id,
      cardSessionId,
      order.id,
      invoice.id,
      invoice.number,
      chatText,
      'Owner phone',
      ...sessions.sessions.map((session) => session.id),
    ],
  };
}
