/** Every series this app defines is named with this prefix (the process's own series keep theirs). */
export const METRIC_PREFIX = 'brightline_';
