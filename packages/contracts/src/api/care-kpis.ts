/**
 * The business figures of the care console's KPI page (decision 070): each figure defined once, as
 * SQL in the API's kpis module, per calendar month (UTC) for the 13 months to today, the current
 * month counted to now. Read only; supervisors and admins (`kpis.read`). A plan or state filter
 * splits the line figures; the money and care-load figures are the whole business's and are null
 * under a filter (the order history does not name a line).
 */
import { z } from 'zod';
import { defineEndpoint } from './common';
import { US_STATE_CODES } from '../us-states';

const at = z.iso.datetime({ offset: true });
/** A share between 0 and 1 to four decimals, or null when its denominator is 0. */
const ratio = z.number().nullable();

export const zKpiChurn = z.object({ count: z.number().int(), rate: ratio });

export const zKpiFigures = z.object({
  /** Lines in service at the window's start and end. */
  activeLinesStart: z.number().int(),
  activeLinesEnd: z.number().int(),
  /** Customers with at least one line in service, at the start and end. */
  activeAccountsStart: z.number().int(),
  activeAccountsEnd: z.number().int(),
  grossAdds: z.number().int(),
  netAdds: z.number().int(),
  churn: z.object({ voluntary: zKpiChurn, nonPayment: zKpiChurn, portOut: zKpiChurn, care: zKpiChurn }),
  /** Cents; null under a plan or state filter. */
  revenueCents: z.number().int().nullable(),
  refundsCents: z.number().int().nullable(),
  serviceRevenueCents: z.number().int().nullable(),
  arpuCents: z.number().int().nullable(),
  arpaCents: z.number().int().nullable(),
  ports: z.object({
    submitted: z.number().int(),
    completed: z.number().int(),
    rejected: z.number().int(),
    rejectedByReason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    successRate: ratio,
    /** Median minutes from submission to completion of the ports completed in the window. */
    medianMinutesToComplete: z.number().int().nullable(),
  }),
  activation: z.object({
    paid: z.number().int(),
    /** eSIM profiles issued and the customer's own SIMs activated; shipped SIMs are not tracked yet. */
    delivered: z.number().int(),
    shippedUntracked: z.number().int(),
    active: z.number().int(),
  }),
  renewals: z.object({
    due: z.number().int(),
    firstTry: z.number().int(),
    recovered: z.number().int(),
    failed: z.number().int(),
    open: z.number().int(),
    firstTryRate: ratio,
    recoveredRate: ratio,
    /**
     * The recovery curve: of the renewals due, those paid after a declined try within `days` days of
     * their due instant (1, 3, 7, 14), and their share of those due.
     */
    recoveryCurve: z.array(z.object({ days: z.number().int(), recovered: z.number().int(), rate: ratio })),
  }),
  /** Null under a plan or state filter. */
  care: z.object({
    chats: z.number().int().nullable(),
    contactMessages: z.number().int().nullable(),
    chatsPer100Lines: z.number().nullable(),
    contactsPer100Lines: z.number().nullable(),
  }),
});
export type KpiFigures = z.infer<typeof zKpiFigures>;

export const zKpiMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  from: at,
  to: at,
  figures: zKpiFigures,
});
export type KpiMonth = z.infer<typeof zKpiMonth>;

export const zKpiQuery = z.object({
  plan: z.uuid().optional(),
  state: z.enum(US_STATE_CODES).optional(),
});
export type KpiQuery = z.infer<typeof zKpiQuery>;

/** Lines made in an activation month and the share of them active after each month reached since. */
export const zKpiCohort = z.object({
  /** YYYY-MM, the lines' activation month. */
  month: z.string(),
  lines: z.number().int(),
  /** k = 0 is the end of the activation month, k = 1 the end of the next one, … (only ends reached). */
  retained: z.array(z.object({ after: z.number().int(), active: z.number().int(), rate: ratio })),
});
export type KpiCohort = z.infer<typeof zKpiCohort>;

/** The chats whose first customer message fell in a month, those answered, and the median wait. */
export const zKpiFirstResponse = z.object({
  month: z.string(),
  asked: z.number().int(),
  answered: z.number().int(),
  medianSeconds: z.number().int().nullable(),
});
export type KpiFirstResponse = z.infer<typeof zKpiFirstResponse>;

/**
 * The activation funnel's "eSIM installed" step: of the orders paid in a month that chose a new
 * eSIM, those whose line has installed a profile by now.
 */
export const zKpiEsimInstalled = z.object({
  month: z.string(),
  ordered: z.number().int(),
  installed: z.number().int(),
});
export type KpiEsimInstalled = z.infer<typeof zKpiEsimInstalled>;

/**
 * The activation funnel's "first usage" step (decision 114): of the orders paid in a month with their
 * line, those whose line has been seen in use (data, calls or texts) by now.
 */
export const zKpiFirstUsage = z.object({
  month: z.string(),
  paid: z.number().int(),
  used: z.number().int(),
});
export type KpiFirstUsage = z.infer<typeof zKpiFirstUsage>;

/**
 * The activation funnel's last step (decision 114): of the orders paid in a month whose 30 days after
 * payment are reached by now, those whose line was active 30 days after payment.
 */
export const zKpiActiveAfter30Days = z.object({
  month: z.string(),
  reached: z.number().int(),
  active: z.number().int(),
});
export type KpiActiveAfter30Days = z.infer<typeof zKpiActiveAfter30Days>;

export const zKpiReport = z.object({
  asOf: at,
  /** Oldest first; the last is the current month to now. */
  months: z.array(zKpiMonth),
  /** The plans a filter may name (every plan a line has had). */
  plans: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type KpiReport = z.infer<typeof zKpiReport>;

/**
 * The figures computed live from their own statements (decision 103), asked for in a call of their
 * own so that the page's months keep their time: per month of the 13, oldest first.
 */
export const zKpiLiveReport = z.object({
  asOf: at,
  /** A cohort per activation month, under the plan and state filters. */
  cohorts: z.array(zKpiCohort),
  /** Null under a plan or state filter. */
  firstResponse: z.array(zKpiFirstResponse).nullable(),
  /** Under the plan and state filters. */
  esimInstalled: z.array(zKpiEsimInstalled),
  /** Under the plan and state filters. */
  firstUsage: z.array(zKpiFirstUsage),
  /** Under the plan and state filters. */
  activeAfter30Days: z.array(zKpiActiveAfter30Days),
});
export type KpiLiveReport = z.infer<typeof zKpiLiveReport>;

export const zKpiSnapshot = z.object({ day: z.string(), asOf: at, figures: zKpiFigures });

export const getKpis = defineEndpoint({
  operationId: 'getKpis',
  method: 'GET',
  path: '/app/care/kpis',
  summary: 'The business figures per month for the 13 months to now, by plan and state if asked',
  auth: true,
  session: 'agent',
  permission: 'kpis.read',
  query: zKpiQuery,
  response: zKpiReport,
});

export const listKpiSnapshots = defineEndpoint({
  operationId: 'listKpiSnapshots',
  method: 'GET',
  path: '/app/care/kpis/snapshots',
  summary: 'The daily snapshots of the business figures, newest first (at most 400 days)',
  auth: true,
  session: 'agent',
  permission: 'kpis.read',
  response: z.object({ snapshots: z.array(zKpiSnapshot) }),
});

export const getKpiLiveFigures = defineEndpoint({
  operationId: 'getKpiLiveFigures',
  method: 'GET',
  path: '/app/care/kpis/live',
  summary: 'The cohorts by activation month, the chats’ first response and eSIM installs, computed now',
  auth: true,
  session: 'agent',
  permission: 'kpis.read',
  query: zKpiQuery,
  response: zKpiLiveReport,
});
