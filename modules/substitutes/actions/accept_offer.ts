import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type { User } from '#modules/identity/index'
import { TutoringSession, addSubstituteHost } from '#modules/tutoring/index'
import { findOffer, offerStatus, type OfferRow, type OfferStatus } from '../queries/offers.js'
import { closeCall } from './broadcast_substitutes.js'
import { notifyHosting } from '../notifications.js'

export const ACCEPT_MESSAGES = {
  taken: 'Another tutor is already hosting this session.',
  hostOpened: 'The session’s host has opened the room: no substitute is needed.',
  ended: 'This session has ended.',
  yours: 'You are already hosting this session.',
} as const

function refusalFor(status: Exclude<OfferStatus, 'open'>) {
  if (status === 'taken') return ACCEPT_MESSAGES.taken
  if (status === 'host-opened') return ACCEPT_MESSAGES.hostOpened
  if (status === 'ended') return ACCEPT_MESSAGES.ended
  return ACCEPT_MESSAGES.yours
}

export type AcceptOutcome =
  { ok: true; sessionId: number; title: string } | { ok: false; reason: string }

/*
 * The first tutor to accept becomes an approved co-host (tutoring's addSubstituteHost), in one
 * transaction with the guarded update of the call (`accepted_by_user_id is null and closed_at is
 * null`): of two simultaneous accepts exactly one changes the row; the other is told another tutor
 * is hosting. The live registrants and the session's other approved hosts (as addSubstituteHost
 * returns them) are told who is hosting.
 */
export async function acceptOffer(
  offer: OfferRow,
  user: User,
  now: DateTime = DateTime.utc()
): Promise<AcceptOutcome> {
  const session = await TutoringSession.find(offer.sessionId)
  const status = offerStatus(offer, session, now)
  if (status !== 'open' || !session) {
    if ((status === 'ended' || status === 'host-opened') && !offer.closedAt)
      await closeCall(offer.callId, status, now)
    return { ok: false, reason: refusalFor(status === 'open' ? 'ended' : status) }
  }
  const at = sqlTime(now)
  const won = await db.transaction(async (trx) => {
    const result = await trx
      .from('substitute_calls')
      .where('id', offer.callId)
      .whereNull('accepted_by_user_id')
      .whereNull('closed_at')
      .update({
        accepted_by_user_id: user.id,
        accepted_at: at,
        closed_at: at,
        close_reason: 'accepted',
        updated_at: at,
      })
    if (affectedRows(result) === 0) return false
    const { registrantIds, hostIds } = await addSubstituteHost(trx, {
      sessionId: session.id,
      userId: user.id,
      at: now,
    })
    const told = {
      callId: offer.callId,
      newHostId: user.id,
      sessionId: session.id,
      title: session.title,
      hostName: user.displayName,
    }
    for (const userId of registrantIds)
      await notifyHosting({ ...told, userId, audience: 'learner' }, trx)
    for (const userId of hostIds) await notifyHosting({ ...told, userId, audience: 'host' }, trx)
    return true
  })
  if (won) return { ok: true, sessionId: session.id, title: session.title }
  const again = await findOffer(offer.id)
  const after = again ? offerStatus(again, session, now) : 'ended'
  return { ok: false, reason: refusalFor(after === 'open' ? 'taken' : after) }
}
