/**
 * The care console's KPI page (decision 070): each figure's name and its definition, the same words
 * as the SQL that computes it (apps/api/src/modules/kpis/kpi-queries.ts). Staff texts, in English
 * like the rest of the console.
 */
export const kpis = {
  title: 'Business figures',
  lead: 'Calendar months in UTC; this month counts to now. Read only.',
  loading: 'Loading the business figures',
  loadFailed: 'The business figures could not be loaded.',
  thisMonth: 'This month to date',
  trends: 'The last 13 months',
  planFilter: 'Plan',
  stateFilter: 'Customer state',
  allPlans: 'All plans',
  allStates: 'All states',
  download: 'Download CSV',
  definition: 'Definition',
  showTable: 'Show as a table',
  notSplit: 'Whole business: not split by plan or state.',
  notAvailable: 'No figure',
  funnelGaps:
    'Not shown: a shipped SIM’s delivery (the post’s delivery is not tracked; a shipped SIM counts from its activation).',
  /** The funnel steps' first column (each a table of the month the orders were paid in). */
  funnelMonth: 'Month paid',
  cohorts: {
    title: 'Cohorts by activation month',
    caption: 'Lines still active after each month, by activation month',
    month: 'Activation month',
    lines: 'Lines',
    after: (k: number) => (k === 0 ? 'Month end' : `After ${k} month${k === 1 ? '' : 's'}`),
    definition:
      'The lines made in each month (UTC) and, at the end of that month and of each month after it already reached, the share of them still active (the Active lines definition). Computed when the page is read.',
  },
  firstResponse: {
    title: 'Chat first-response time',
    caption: 'Chat first-response time by month',
    month: 'Month',
    asked: 'Chats asked',
    answered: 'Answered',
    median: 'Median first response',
    definition:
      'For each chat, the time from the customer’s first message to the first staff answer after it, counted in the month of that first message; the median over the answered chats. Contact-form messages record no answer time and are not counted. Whole business; computed when the page is read.',
  },
  esimInstalled: {
    title: 'Activation funnel: eSIM installed',
    caption: 'eSIM orders and installs by month',
    ordered: 'eSIM orders paid',
    installed: 'eSIM installed',
    share: 'Installed share',
    definition:
      'Of the orders paid in the month that chose a new eSIM, those whose line has installed an eSIM profile by now (an install event from the carrier, applied). Computed when the page is read.',
  },
  firstUsage: {
    title: 'Activation funnel: first usage',
    caption: 'Orders paid and lines used by month',
    used: 'Line used',
    share: 'Used share',
    definition:
      'Of the orders paid in the month (completed, or refunded later), those whose line has been seen in use by now: any data, call or text in the carrier’s usage report, read by the usage sweep and whenever the customer looks at the line’s usage, and recorded the first time. Any SIM. Computed when the page is read.',
  },
  activeAfter30Days: {
    title: 'Activation funnel: active after 30 days',
    caption: 'Orders past their 30th day and lines active then, by month',
    reached: 'Orders past 30 days',
    active: 'Active at 30 days',
    share: 'Active share',
    definition:
      'Of the orders paid in the month (completed, or refunded later) whose 30th day after payment has passed, those whose line was active 30 days after payment (the Active lines definition). Computed when the page is read.',
  },
  figures: {
    activeLines: {
      label: 'Active lines',
      definition:
        'Lines made before the moment, with no ending (cancellation, suspension for non-payment, port-out, care suspension) open then, and not expired with auto-renew off.',
    },
    activeAccounts: {
      label: 'Active accounts',
      definition: 'Customers with at least one active line.',
    },
    grossAdds: { label: 'Gross adds', definition: 'Lines made in the month.' },
    netAdds: {
      label: 'Net adds',
      definition: 'Active lines at the end of the month less those at its start.',
    },
    churnVoluntary: {
      label: 'Voluntary churn',
      definition:
        'Lines the customer cancelled in the month, not taken back by its end, over the active lines at its start.',
    },
    churnNonPayment: {
      label: 'Non-payment churn',
      definition:
        'Lines suspended in the month because every renewal try was declined, not paid by its end, over the active lines at its start.',
    },
    churnPortOut: {
      label: 'Port-out churn',
      definition:
        'Lines whose number left for another carrier in the month, over the active lines at its start.',
    },
    churnCare: {
      label: 'Care suspensions',
      definition:
        'Lines staff suspended in the month and not restored by its end, over the active lines at its start.',
    },
    revenue: {
      label: 'Revenue',
      definition:
        'Successful charges of the month (orders, renewals, plan changes, top-ups), taxes and fees included.',
    },
    refunds: {
      label: 'Refunds',
      definition: 'Money given back in the month (order cancellations, care refunds).',
    },
    arpu: {
      label: 'ARPU',
      definition:
        'Service revenue (charges less taxes and regulatory fees, refunds deducted) over the mean of active lines at the month’s start and end.',
    },
    arpa: {
      label: 'ARPA',
      definition: 'Service revenue over the mean of active accounts at the month’s start and end.',
    },
    portsSubmitted: {
      label: 'Port-ins submitted',
      definition: 'Port-in requests sent to the old carrier in the month; a resubmission counts again.',
    },
    portsCompleted: {
      label: 'Port-ins completed',
      definition: 'Port-ins the old carrier released in the month.',
    },
    portsRejected: {
      label: 'Port-ins rejected',
      definition: 'Port-ins the old carrier refused in the month, by its reason.',
    },
    portSuccess: {
      label: 'Port-in success',
      definition: 'Completed over completed and rejected, in the month.',
    },
    portMedian: {
      label: 'Median time to port',
      definition:
        'The median time from the last submission to the completion of the ports completed in the month.',
    },
    activationPaid: {
      label: 'Orders paid',
      definition: 'Orders paid in the month (refunded later included).',
    },
    activationDelivered: {
      label: 'SIM or eSIM delivered',
      definition: 'Of those orders: an eSIM profile issued, or the customer’s own SIM taken on.',
    },
    activationActive: {
      label: 'Line active',
      definition: 'Of those orders: the line reached service (not activating, not waiting for its port).',
    },
    renewalsDue: { label: 'Renewals due', definition: 'Renewals whose period ended in the month.' },
    renewalFirstTry: {
      label: 'Renewed at the first try',
      definition: 'Of the renewals due in the month, those paid by the first charge.',
    },
    renewalRecovered: {
      label: 'Recovered later',
      definition: 'Of the renewals due in the month, those paid after a declined try.',
    },
    renewalRecovered1d: {
      label: 'Recovered within 1 day',
      definition:
        'Recovery curve: of the renewals due in the month, those paid after a declined try at most 1 day after their due time.',
    },
    renewalRecovered3d: {
      label: 'Recovered within 3 days',
      definition:
        'Recovery curve: of the renewals due in the month, those paid after a declined try at most 3 days after their due time.',
    },
    renewalRecovered7d: {
      label: 'Recovered within 7 days',
      definition:
        'Recovery curve: of the renewals due in the month, those paid after a declined try at most 7 days after their due time.',
    },
    renewalRecovered14d: {
      label: 'Recovered within 14 days',
      definition:
        'Recovery curve: of the renewals due in the month, those paid after a declined try at most 14 days after their due time.',
    },
    chats: {
      label: 'Chats per 100 lines',
      definition: 'Chats opened in the month per 100 lines (the mean of active lines at its start and end).',
    },
    contacts: {
      label: 'Contact messages per 100 lines',
      definition: 'Contact-form messages sent in the month per 100 lines.',
    },
  },
} as const;

export type KpiFigureId = keyof typeof kpis.figures;
