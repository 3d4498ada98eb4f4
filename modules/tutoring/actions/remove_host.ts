import TutoringSession from '../models/tutoring_session.js'
import SessionHost from '../models/session_host.js'
import { HOST_MESSAGES, type Outcome } from '../messages.js'
import { mailHostRemoved } from '../jobs/session_jobs.js'

/*
 * The primary host removes a co-host, approved or pending (SessionPolicy.manageHosts), with an
 * optional message (spec 002 §5) mailed to them; they cannot ask again. The primary host's own
 * row is never removed (spec 000 §6.4).
 */
export async function removeHost(sessionId: number, hostRowId: number, message: string | null): Promise<Outcome> {
  const session = await TutoringSession.find(sessionId)
  if (!session) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  const host = await SessionHost.query().where('id', hostRowId).where('session_id', sessionId).first()
  if (!host) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  if (host.role === 'main') return { ok: false, reason: HOST_MESSAGES.cannotRemoveSelf }
  host.deletedMessage = message?.trim() ? message.trim() : null
  host.deletedSource = 'main-host'
  await host.softDelete()
  await mailHostRemoved({ hostRowId: host.id, userId: host.userId, sessionId, sessionTitle: session.title, message: host.deletedMessage })
  return { ok: true }
}
