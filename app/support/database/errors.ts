/** True when a write failed on a unique index (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
