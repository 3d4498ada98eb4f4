import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type { User } from '#modules/identity/index'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { makePastSession } from '#modules/tutoring/tests/factories'

/*
 * Substitutes' test data: a session that started `startedMinutesAgo` ago (60 minutes long) with
 * registered learners and no host in the room; tutors marked online; offers made directly (for
 * the authorisation rows) or by the job (the broadcast tests).
 */
export async function makeUnhostedSession(options: { startedMinutesAgo?: number; learners?: User[]; host?: User } = {}) {
  const learners = options.learners ?? [await makeLearner()]
  const made = await makePastSession({ learners, startedMinutesAgo: options.startedMinutesAgo ?? 10, minutes: 60, host: options.host })
  return { ...made, learners }
}

/** Sets last_online_at as the identity module does on a signed-in request. */
export async function markOnline(user: User, minutesAgo = 1) {
  await db.from('users').where('id', user.id).update({ last_online_at: sqlTime(DateTime.utc().minus({ minutes: minutesAgo })) })
}

/**
 * Nobody else online: in a whole run, other tests' tutors were online a moment ago, and the
 * broadcast's ranking (most recently online first, at most 20) would offer them before ours.
 */
export async function onlyTheseOnline(users: User[]) {
  await db.from('users').whereNotNull('last_online_at').whereNotIn('id', users.map((user) => user.id)).update({ last_online_at: null })
}

export async function makeOnlineTutor(roles: Parameters<typeof makeTutor>[0] = []) {
  const tutor = await makeTutor(roles)
  await markOnline(tutor)
  return tutor
}

/** An open offer of a fresh unhosted session to each tutor given (a call as the job makes it). */
export async function makeOffers(tutors: User[], options: { startedMinutesAgo?: number } = {}) {
  const made = await makeUnhostedSession(options)
  const at = sqlTime(DateTime.utc())
  const [call] = await db.table('substitute_calls').insert({ session_id: made.session.id, created_at: at, updated_at: at }).returning('id')
  const callId = typeof call === 'object' ? Number(call.id) : Number(call)
  const offerIds: number[] = []
  for (const tutor of tutors) {
    const [offer] = await db.table('substitute_offers').insert({ call_id: callId, session_id: made.session.id, user_id: tutor.id, created_at: at }).returning('id')
    offerIds.push(typeof offer === 'object' ? Number(offer.id) : Number(offer))
  }
  return { ...made, callId, offerIds }
}

export async function callOf(sessionId: number) {
  return (await db.from('substitute_calls').where('session_id', sessionId).first()) ?? null
}

export async function offersOf(sessionId: number): Promise<number[]> {
  const rows = await db.from('substitute_offers').where('session_id', sessionId).orderBy('user_id').select('user_id')
  return rows.map((r: any) => Number(r.user_id))
}

export async function notificationsOf(userId: number, key: string) {
  return db.from('notifications').where('user_id', userId).where('key', key).select('payload', 'session_id')
}
