import { isUniqueViolation } from '#app/support/database/errors'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { sessionState } from '../session_state.js'
import { DROP_IN_MESSAGES, REGISTRATION_MESSAGES, type Outcome } from '../messages.js'
import { loadSession } from '../queries/session_details.js'
import SessionPolicy from '../policies/session_policy.js'
import { scheduleReminder } from '../jobs/session_jobs.js'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type { FormValues } from '#modules/forms/shared/index'
import { detailsObject, withAnswers } from '../questionnaire.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'
import { claimRegistration, RegistrationRefusal } from './claim_registration.js'

/*
 * Registration and unregistration (spec 001 §5.4: "a learner can register only if max_learners
 * is greater than registrations plus active reservations"; spec 001 §4.3: a session is full when
 * registrations reach max_learners).
 *
 * Capacity is never checked-then-inserted. In ONE transaction:
 *   UPDATE tutoring_sessions SET seats_taken = seats_taken + 1
 *    WHERE id = ? AND seats_taken + <reserved> < max_learners AND not canceled/deleted
 * — zero affected rows means full — then the registration row is written. On PostgreSQL the
 * UPDATE takes the row lock and re-checks its WHERE after waiting, so concurrent requests
 * serialise on the counter; on SQLite the transaction holds the only write lock. Unregistering
 * soft-deletes the row and decrements the counter in one transaction as well.
 *
 * Reservations: sessions have none (series reservations belong to the series context), so
 * `reserved` is 0 for every session today; the guard keeps the general form so a future
 * reservation count plugs into the same statement.
 *
 * Who may register is SessionPolicy.register. The controller authorizes first (for its status
 * codes); the action asks the same policy again, as other contexts (series) and the seeders call
 * it without a request.
 */

export type RegistrationOptions = {
  /** The questionnaire's answers, validated by the caller; stored on details.questionnaire (issue 21 §3). */
  answers?: FormValues | null
  /** Test-only: runs after the checks, before the transaction (widens any check-then-write race). */
  afterChecks?: () => Promise<void>
  /** Test-only: runs inside the transaction between the guarded counter update and the insert. */
  afterSeatTaken?: () => Promise<void>
}

/** Seats held by active reservations of this session (none for sessions; see above). */
const RESERVED_SEATS = 0

export async function registerForSession(
  sessionId: number,
  userId: number,
  options: RegistrationOptions = {}
): Promise<Outcome> {
  const user = await User.find(userId)
  if (!user) return { ok: false, reason: REGISTRATION_MESSAGES.account }
  const loaded = await loadSession(sessionId, userId)
  if (!loaded) return { ok: false, reason: REGISTRATION_MESSAGES.notFound }
  const verdict = await new SessionPolicy().register(user, loaded)
  if (verdict !== true) return { ok: false, reason: verdict ? verdict.message! : REGISTRATION_MESSAGES.notFound }
  // Programs whose unit is a session may veto (a session carries no program of its own yet).
  const veto = await hooks.ask('session.canRegister', { userId, sessionId, seriesId: loaded.session.seriesId, programSlug: null })
  if (!veto.allowed) return { ok: false, reason: veto.reason }

  const { session } = loaded
  // issue 18 §3: a study space is joined while it is live (drop_in_to_session.ts), never ahead.
  if (session.format === 'study-space') return { ok: false, reason: DROP_IN_MESSAGES.registerAhead }
  const state = sessionState(session)
  if (state === 'canceled') return { ok: false, reason: REGISTRATION_MESSAGES.canceled }
  if (state !== 'upcoming') return { ok: false, reason: REGISTRATION_MESSAGES.closed }
  if (loaded.viewerRegistrationId) return { ok: false, reason: REGISTRATION_MESSAGES.alreadyRegistered }
  if (loaded.viewerHost) return { ok: false, reason: REGISTRATION_MESSAGES.isHost }
  if (session.seatsTaken + RESERVED_SEATS >= session.maxLearners) return { ok: false, reason: REGISTRATION_MESSAGES.full }

  if (options.afterChecks) await options.afterChecks()

  try {
    await db.transaction(async (trx) => {
      const now = DateTime.utc()
      const taken = await trx
        .from('tutoring_sessions')
        .where('id', sessionId)
        .whereNull('deleted_at')
        .whereNull('canceled_at')
        .where('start_date', '>', sqlTime(now))
        .whereRaw('seats_taken + ? < max_learners', [RESERVED_SEATS])
        .update({ seats_taken: trx.raw('seats_taken + 1'), updated_at: sqlTime(now) })
      if (affectedRows(taken) === 0) throw new RegistrationRefusal(REGISTRATION_MESSAGES.full)

      if (options.afterSeatTaken) await options.afterSeatTaken()

      // New questionnaire answers replace old ones (a restored row keeps its others).
      const answers = options.answers
      await claimRegistration(trx, {
        sessionId,
        userId,
        at: sqlTime(now),
        type: 'standard',
        attemptedJoining: false,
        details: answers ? (earlier) => withAnswers(detailsObject(earlier), answers, now) : undefined,
      })
      await hooks.emit('session.registration.created', { sessionId, userId }, { client: trx })
      await forgetPublicLists([PUBLIC_TAGS.sessions], trx)
    })
  } catch (error) {
    if (error instanceof RegistrationRefusal) {
      // The guard refused: full, or it was canceled / started in the meantime.
      const fresh = await db.from('tutoring_sessions').where('id', sessionId).select('canceled_at', 'start_date').first()
      if (fresh?.canceled_at) return { ok: false, reason: REGISTRATION_MESSAGES.canceled }
      return { ok: false, reason: error.reason }
    }
    if (isUniqueViolation(error)) return { ok: false, reason: REGISTRATION_MESSAGES.alreadyRegistered }
    throw error
  }

  await scheduleReminder(session, userId)
  return { ok: true }
}
