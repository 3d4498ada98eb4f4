import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { canTutorTopic } from '#modules/catalog/index'
import TutoringSession from '../models/tutoring_session.js'
import SessionHost from '../models/session_host.js'
import { sessionState } from '../session_state.js'
import { HOST_MESSAGES } from '../messages.js'
import { isTutor } from '../buckets.js'
import { mailHostRemoved, scheduleReminder } from '../jobs/session_jobs.js'

/*
 * Co-hosts (spec 000 §6.4, spec 001 §5.4, spec 002 §6): allowed when the session's
 * allow_cohosts is set. A tutor who can tutor the topic asks to co-host (optional message); the
 * primary host (role main) approves. Only the primary host removes co-hosts (approved or
 * pending), never themselves, with an optional message (spec 002 §5) that is mailed to the
 * removed co-host. A co-host may withdraw their own pending request.
 */
export type HostResult = { ok: true } | { ok: false; reason: string }

async function upcomingSession(sessionId: number) {
  const session = await TutoringSession.find(sessionId)
  if (!session || sessionState(session) !== 'upcoming') return null
  return session
}

export async function requestCohost(
  sessionId: number,
  user: { id: number },
  roles: ReadonlySet<string>,
  message: string | null
): Promise<HostResult> {
  const session = await upcomingSession(sessionId)
  if (!session) return { ok: false, reason: HOST_MESSAGES.notEditable }
  if (!session.allowCohosts) return { ok: false, reason: HOST_MESSAGES.cohostsNotAllowed }
  if (!isTutor(roles) || !(await canTutorTopic(user.id, session.topicId))) return { ok: false, reason: HOST_MESSAGES.notTutor }
  const rows = await SessionHost.query()
    .withScopes((s) => s.withDeleted())
    .where('session_id', sessionId)
    .where('user_id', user.id)
  if (rows.some((r) => !r.isDeleted)) return { ok: false, reason: HOST_MESSAGES.alreadyHost }
  if (rows.some((r) => r.deletedSource === 'main-host')) return { ok: false, reason: HOST_MESSAGES.removedBefore }
  const registered = await db
    .from('session_registrations')
    .where('session_id', sessionId)
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .first()
  if (registered) return { ok: false, reason: HOST_MESSAGES.registeredAsLearner }
  try {
    await SessionHost.create({
      userId: user.id,
      sessionId,
      role: 'co-host',
      requestMessage: message?.trim() ? message.trim() : null,
      attemptedHosting: false,
      tutoringSeconds: 0,
      approvedAt: null,
    })
  } catch (error) {
    // The partial unique index (one live host row per person and session) refused a double request.
    if (/unique|23505/i.test(String((error as any)?.code ?? '') + String((error as any)?.message ?? ''))) {
      return { ok: false, reason: HOST_MESSAGES.alreadyHost }
    }
    throw error
  }
  return { ok: true }
}

async function mainHostRow(sessionId: number, userId: number) {
  return SessionHost.query().where('session_id', sessionId).where('user_id', userId).where('role', 'main').whereNotNull('approved_at').first()
}

export async function approveCohost(sessionId: number, hostRowId: number, byUserId: number): Promise<HostResult> {
  const session = await upcomingSession(sessionId)
  if (!session) return { ok: false, reason: HOST_MESSAGES.notEditable }
  if (!(await mainHostRow(sessionId, byUserId))) return { ok: false, reason: HOST_MESSAGES.onlyMainHostApproves }
  const host = await SessionHost.query().where('id', hostRowId).where('session_id', sessionId).where('role', 'co-host').first()
  if (!host) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  if (!host.approvedAt) {
    host.approvedAt = DateTime.utc()
    await host.save()
    await scheduleReminder(session, host.userId)
  }
  return { ok: true }
}

export async function removeHost(sessionId: number, hostRowId: number, byUserId: number, message: string | null): Promise<HostResult> {
  const session = await TutoringSession.find(sessionId)
  if (!session) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  if (!(await mainHostRow(sessionId, byUserId))) return { ok: false, reason: HOST_MESSAGES.onlyMainHostRemoves }
  const host = await SessionHost.query().where('id', hostRowId).where('session_id', sessionId).first()
  if (!host) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  if (host.role === 'main' || host.userId === byUserId) return { ok: false, reason: HOST_MESSAGES.cannotRemoveSelf }
  host.deletedMessage = message?.trim() ? message.trim() : null
  host.deletedSource = 'main-host'
  await host.softDelete()
  await mailHostRemoved({ hostRowId: host.id, userId: host.userId, sessionId, sessionTitle: session.title, message: host.deletedMessage })
  return { ok: true }
}

export async function withdrawCohostRequest(sessionId: number, userId: number): Promise<HostResult> {
  const host = await SessionHost.query()
    .where('session_id', sessionId)
    .where('user_id', userId)
    .where('role', 'co-host')
    .whereNull('approved_at')
    .first()
  if (!host) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  host.deletedSource = 'self'
  await host.softDelete()
  return { ok: true }
}
