import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import { sessionState, type TutoringSession } from '#modules/tutoring/index'

export type OfferRow = {
  id: number
  callId: number
  sessionId: number
  userId: number
  acceptedByUserId: number | null
  closeReason: string | null
  closedAt: DateTime | null
}

export type OfferStatus = 'open' | 'yours' | 'taken' | 'host-opened' | 'ended'

/** An offer with its call's outcome (null for a missing one). */
export async function findOffer(id: number): Promise<OfferRow | null> {
  const row = await db
    .from('substitute_offers as o')
    .join('substitute_calls as c', 'c.id', 'o.call_id')
    .where('o.id', id)
    .select('o.id', 'o.call_id', 'o.session_id', 'o.user_id', 'c.accepted_by_user_id', 'c.close_reason', 'c.closed_at')
    .first()
  if (!row) return null
  return {
    id: Number(row.id),
    callId: Number(row.call_id),
    sessionId: Number(row.session_id),
    userId: Number(row.user_id),
    acceptedByUserId: row.accepted_by_user_id === null ? null : Number(row.accepted_by_user_id),
    closeReason: row.close_reason ?? null,
    closedAt: fromDbTime(row.closed_at),
  }
}

/**
 * Where an offer stands: accepted (by its tutor or another), closed because a host opened the
 * room or the session is over — judged live from the session too, so an offer reads closed the
 * moment the host opens the room, before the job's next sweep.
 */
export function offerStatus(offer: OfferRow, session: TutoringSession | null, now: DateTime): OfferStatus {
  if (offer.acceptedByUserId !== null) return offer.acceptedByUserId === offer.userId ? 'yours' : 'taken'
  if (!session || offer.closeReason === 'ended' || sessionState(session, now) !== 'in_progress') return 'ended'
  if (offer.closeReason === 'host-opened' || session.attemptedHosting) return 'host-opened'
  return 'open'
}

export async function liveRegistrantIds(sessionId: number, client = db): Promise<number[]> {
  const rows = await client.from('session_registrations').where('session_id', sessionId).whereNull('deleted_at').select('user_id')
  return rows.map((r: any) => Number(r.user_id))
}

export async function registrantCount(sessionId: number) {
  const row = await db.from('session_registrations').where('session_id', sessionId).whereNull('deleted_at').count('* as total').first()
  return Number(row?.total ?? 0)
}
