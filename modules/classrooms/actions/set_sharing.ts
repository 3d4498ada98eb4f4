import { DateTime } from 'luxon'
import type ClassroomMember from '../models/classroom_member.js'

/** A member shares their progress again, or withdraws the consent (hidden from the educator at once). */
export async function setSharing(membership: ClassroomMember, share: boolean) {
  if (share === membership.sharing) return membership
  const now = DateTime.utc()
  membership.merge(share ? { consentedAt: now, consentWithdrawnAt: null } : { consentedAt: null, consentWithdrawnAt: now })
  return membership.save()
}
