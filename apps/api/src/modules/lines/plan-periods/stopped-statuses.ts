/** Line statuses whose plan has stopped: nothing renews or expires them automatically. */
export const STOPPED_STATUSES = ['suspended', 'expired', 'ported_out', 'cancelled'];
