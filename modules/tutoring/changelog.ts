/*
 * One recorded change of a session (or of a series, which keeps the same log): who changed
 * what, when, with each field's value before and after. Shown to hosts and staff.
 */
export type ChangelogEntry = { at: string; byUserId: number | null; changes: Record<string, { from: unknown; to: unknown }> }
