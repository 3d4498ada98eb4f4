import { entryQuery, type WaitlistRef } from '../waitlist_refs.js'

/** Leaving soft-deletes the entry. */
export async function leaveWaitlist(ref: WaitlistRef & { userId: number }): Promise<{ left: boolean }> {
  const entry = await entryQuery(ref).whereNull('deleted_at').first()
  if (!entry) return { left: false }
  await entry.softDelete()
  return { left: true }
}
