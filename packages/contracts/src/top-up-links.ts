/**
 * The dashboard link that opens Add data for a line (decision 027): the 80% and 100% data mails
 * carry it and the dashboard reads it. No schema library here: the dashboard's first view loads it.
 */
export const ADD_DATA_QUERY = 'addData';
export const addDataPath = (lineId: string) => `/dashboard?${ADD_DATA_QUERY}=${encodeURIComponent(lineId)}`;
