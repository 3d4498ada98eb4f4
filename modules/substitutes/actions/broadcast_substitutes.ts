import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { ONLINE_WITHIN_MS, User } from '#modules/identity/index'
import { SessionPolicy, loadSession, sessionState, type TutoringSession } from '#modules/tutoring/index'
import { candidatesFor } from '../queries/candidates.js'
import { openCalls, unhostedSessions } from '../queries/unhosted_sessions.js'
import { OFFER_CAP, rankCandidates, selectSubstitutes, type Candidate } from '../selection.js'
import { notifyOffer } from '../notifications.js'

/*
 * The minute's job (jobs/broadcast_job.ts): closes the calls whose session no longer needs a
 * substitute, then offers each newly unhosted session to the selected tutors — once: the call's
 * unique session_id decides which run (or worker) offers; a run that loses the insert offers
 * nothing. A session nobody can take yet is tried again next minute.
 */
export async function broadcastSubstitutes(now: DateTime = DateTime.utc()) {
  await closeStaleCalls(now)
  let offered = 0
  for (const session of await unhostedSessions(now)) {
    const userIds = await chooseSubstitutes(session, now)
    if (userIds.length === 0) continue
    offered += await offerSession(session, userIds, now)
  }
  return { offered }
}

/** Offers close when the original host opens the room or the session is over (accepting closes them too). */
export async function closeStaleCalls(now: DateTime) {
  for (const { callId, session } of await openCalls()) {
    const reason = !session || sessionState(session, now) !== 'in_progress' ? 'ended' : session.attemptedHosting ? 'host-opened' : null
    if (reason) await closeCall(callId, reason, now)
  }
}

export async function closeCall(callId: number, reason: 'host-opened' | 'ended', now: DateTime = DateTime.utc()) {
  await db.from('substitute_calls').where('id', callId).whereNull('closed_at').update({ closed_at: sqlTime(now), close_reason: reason, updated_at: sqlTime(now) })
}

/** Ranks the online tutors, then asks tutoring's policy (requestCohost) in that order until the cap is reached. */
async function chooseSubstitutes(session: TutoringSession, now: DateTime) {
  const rows = await candidatesFor(session, now)
  const ranked = rankCandidates(rows, now, ONLINE_WITHIN_MS)
  if (ranked.length === 0) return []
  const loaded = await loadSession(session.id, null)
  if (!loaded) return []
  const found = await User.query().whereIn('id', ranked.map((r) => r.userId))
  const users = new Map(found.map((u) => [u.id, u]))
  const policy = new SessionPolicy()
  const asked = new Map<number, boolean>()
  let allowed = 0
  for (const row of ranked) {
    if (allowed >= OFFER_CAP) break
    const user = users.get(row.userId)
    const verdict = user ? (await policy.requestCohost(user, loaded)) === true : false
    asked.set(row.userId, verdict)
    if (verdict) allowed += 1
  }
  const judged: Candidate[] = rows.map((row) => ({ ...row, mayHost: asked.get(row.userId) }))
  return selectSubstitutes(judged, now, { onlineWithinMs: ONLINE_WITHIN_MS })
}

async function offerSession(session: TutoringSession, userIds: number[], now: DateTime) {
  const at = sqlTime(now)
  return db.transaction(async (trx) => {
    const [inserted] = await trx
      .knexQuery()
      .table('substitute_calls')
      .insert({ session_id: session.id, created_at: at, updated_at: at })
      .onConflict('session_id')
      .ignore()
      .returning('id')
    // Another run or worker made this session's call: it offers, this one does nothing.
    if (!inserted) return 0
    const callId = typeof inserted === 'object' ? Number(inserted.id) : Number(inserted)
    for (const userId of userIds) {
      const [offer] = await trx
        .knexQuery()
        .table('substitute_offers')
        .insert({ call_id: callId, session_id: session.id, user_id: userId, created_at: at })
        .onConflict(['session_id', 'user_id'])
        .ignore()
        .returning('id')
      if (!offer) continue
      const offerId = typeof offer === 'object' ? Number(offer.id) : Number(offer)
      await notifyOffer({ offerId, userId, sessionId: session.id, title: session.title }, trx)
    }
    return userIds.length
  })
}
