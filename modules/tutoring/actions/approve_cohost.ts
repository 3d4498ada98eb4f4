import { DateTime } from 'luxon'
import TutoringSession from '../models/tutoring_session.js'
import SessionHost from '../models/session_host.js'
import { sessionState } from '../session_state.js'
import { HOST_MESSAGES, type Outcome } from '../messages.js'
import { scheduleReminder } from '../jobs/session_jobs.js'

/** The primary host approves a co-host request (SessionPolicy.manageHosts); the co-host gets a reminder. */
export async function approveCohost(sessionId: number, hostRowId: number): Promise<Outcome> {
  const session = await TutoringSession.find(sessionId)
  if (!session || sessionState(session) !== 'upcoming') return { ok: false, reason: HOST_MESSAGES.notEditable }
  const host = await SessionHost.query().where('id', hostRowId).where('session_id', sessionId).where('role', 'co-host').first()
  if (!host) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  if (!host.approvedAt) {
    host.approvedAt = DateTime.utc()
    await host.save()
    await scheduleReminder(session, host.userId)
  }
  return { ok: true }
}
