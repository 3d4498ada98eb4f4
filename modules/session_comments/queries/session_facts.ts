import { resolveSubject } from '#kernel/subjects'
import type { User } from '#modules/identity/index'
import { SessionHost, SessionRegistration } from '#modules/tutoring/index'

/** What the comment rules need about a session and a viewer. */
export type SessionFacts = {
  sessionId: number
  title: string
  /** tutoring's SessionPolicy.view (asked through the `session` subject's resolver). */
  visible: boolean
  /** A live registrant or an approved host. */
  participant: boolean
}

/** The session as this viewer stands in it, or null when it does not exist or they may not see it. */
export async function sessionFacts(sessionId: number, viewer: User): Promise<SessionFacts | null> {
  const resolved = await resolveSubject({ type: 'session', id: sessionId }, { id: viewer.id })
  if (!resolved) return null
  const [registration, host] = await Promise.all([
    SessionRegistration.query().where('session_id', sessionId).where('user_id', viewer.id).select('id').first(),
    SessionHost.query().where('session_id', sessionId).where('user_id', viewer.id).whereNotNull('approved_at').select('id').first(),
  ])
  return { sessionId, title: resolved.title, visible: true, participant: Boolean(registration || host) }
}
