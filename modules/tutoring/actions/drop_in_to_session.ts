import { isUniqueViolation } from '#app/support/database/errors'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { dropInOpen, joinOpensAt, sessionState } from '../session_state.js'
import { DROP_IN_MESSAGES, REGISTRATION_MESSAGES } from '../messages.js'
import { loadSession, type LoadedSession } from '../queries/session_details.js'
import SessionPolicy from '../policies/session_policy.js'
import { JOIN_OPENS_MINUTES_BEFORE } from '../constants.js'
import { joinSession, recordArrival } from './join_session.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'
import { claimRegistration, RegistrationRefusal } from './claim_registration.js'

export type DropInOutcome = { ok: true; url: string; dropIn: boolean } | { ok: false; reason: string }

export type DropInOptions = {
  now?: DateTime
  /** Test-only: runs inside the transaction between the guarded seat update and the insert. */
  afterSeatTaken?: () => Promise<void>
}

/*
 * Dropping in to a live study space (issue 18 §3): no registration ahead; the click that opens
 * the room writes the registration, of type 'dropin' (spec 001 §3.3), and the arrival.
 *
 * Capacity holds exactly as for registration ahead (register_for_session.ts): ONE transaction
 * takes the seat with a guarded `UPDATE … SET seats_taken = seats_taken + 1 WHERE … AND
 * seats_taken < max_learners` (zero rows: full, nothing written), then writes the registration,
 * marks the join attempt and records the arrival. Someone already registered (or a second click)
 * takes no second seat: they are sent to the room like any registrant. Approved hosts enter as hosts.
 *
 * Who may drop in is SessionPolicy.register (account standing, reviewed account, may see the
 * session: minors' rules hold); the study_spaces controller asks its own policy first for status codes.
 */
export async function dropInToSession(sessionId: number, userId: number, options: DropInOptions = {}): Promise<DropInOutcome> {
  const now = options.now ?? DateTime.utc()
  const user = await User.find(userId)
  if (!user) return { ok: false, reason: REGISTRATION_MESSAGES.account }
  const loaded = await loadSession(sessionId, userId)
  if (!loaded) return { ok: false, reason: REGISTRATION_MESSAGES.notFound }
  if (loaded.session.format !== 'study-space') return { ok: false, reason: DROP_IN_MESSAGES.notStudySpace }
  if (loaded.viewerHost?.approved) return asJoin(await joinSession(loaded, userId, now), false)

  const verdict = await new SessionPolicy().register(user, loaded)
  if (verdict !== true) return { ok: false, reason: verdict ? verdict.message! : REGISTRATION_MESSAGES.notFound }
  const veto = await hooks.ask('session.canRegister', { userId, sessionId, seriesId: loaded.session.seriesId, programSlug: null })
  if (!veto.allowed) return { ok: false, reason: veto.reason }

  const closed = closedReason(loaded, now)
  if (closed) return { ok: false, reason: closed }
  if (loaded.viewerRegistrationId) return asJoin(await joinSession(loaded, userId, now), false)
  if (loaded.viewerHost) return { ok: false, reason: REGISTRATION_MESSAGES.isHost }
  const url = loaded.session.meetingUrl
  if (!url) return { ok: false, reason: DROP_IN_MESSAGES.ended }

  try {
    await db.transaction(async (trx) => {
      const at = sqlTime(now)
      const taken = await trx
        .from('tutoring_sessions')
        .where('id', sessionId)
        .whereNull('deleted_at')
        .whereNull('canceled_at')
        .where('format', 'study-space')
        .where('start_date', '<=', sqlTime(now.plus({ minutes: JOIN_OPENS_MINUTES_BEFORE })))
        .where('end_date', '>', at)
        .whereRaw('seats_taken < max_learners')
        .update({ seats_taken: trx.raw('seats_taken + 1'), updated_at: at })
      if (affectedRows(taken) === 0) throw new RegistrationRefusal(DROP_IN_MESSAGES.full)
      if (options.afterSeatTaken) await options.afterSeatTaken()

      await claimRegistration(trx, { sessionId, userId, at, type: 'dropin', attemptedJoining: true })
      await recordArrival(trx, { sessionId, userId, role: 'learner', at })
      await hooks.emit('session.registration.created', { sessionId, userId }, { client: trx })
      await forgetPublicLists([PUBLIC_TAGS.sessions], trx)
    })
  } catch (error) {
    if (error instanceof RegistrationRefusal) {
      // The guard refused: full, or canceled / ended in the meantime.
      const fresh = await loadSession(sessionId, userId)
      return { ok: false, reason: (fresh && closedReason(fresh, DateTime.utc())) || error.reason }
    }
    // A second click racing the first: the other one registered; this one just enters.
    if (isUniqueViolation(error)) {
      const fresh = await loadSession(sessionId, userId)
      if (fresh?.viewerRegistrationId) return asJoin(await joinSession(fresh, userId, now), false)
      return { ok: false, reason: REGISTRATION_MESSAGES.alreadyRegistered }
    }
    throw error
  }
  return { ok: true, url, dropIn: true }
}

/** Why a study space takes no drop-in at `now`, or null when it does. */
function closedReason(loaded: LoadedSession, now: DateTime): string | null {
  const { session } = loaded
  if (session.deletedAt) return REGISTRATION_MESSAGES.notFound
  if (dropInOpen(session, now)) return null
  const state = sessionState(session, now)
  if (state === 'canceled') return DROP_IN_MESSAGES.canceled
  if (state === 'ended') return DROP_IN_MESSAGES.ended
  return now < joinOpensAt(session) ? DROP_IN_MESSAGES.notOpenYet : DROP_IN_MESSAGES.ended
}

function asJoin(result: { ok: true; url: string } | { ok: false; reason: string }, dropIn: boolean): DropInOutcome {
  return result.ok ? { ok: true, url: result.url, dropIn } : result
}
