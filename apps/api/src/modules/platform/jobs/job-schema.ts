/** The schema of the job queue's tables in the app's own database. */
export const JOB_SCHEMA = 'pgboss';
