/** True when a write failed on a unique index (SQLite and PostgreSQL). */
export function isUniqueViolation(error: unknown) {
  const e = error as { code?: unknown; message?: unknown } | null
  const code = e?.code
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true
  // Some drivers wrap the error and keep only the message.
  return typeof e?.message === 'string' && /UNIQUE constraint failed/i.test(e.message)
}
