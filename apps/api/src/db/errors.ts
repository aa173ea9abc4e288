/** PostgreSQL (and PGlite) report a unique index conflict as SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}
