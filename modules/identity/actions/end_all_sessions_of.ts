import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'

/*
 * Ends every server-side session of a user (suspension, deletion, password reset). Sessions are
 * tagged with the user id at login (ctx.session.tag); the database and Redis stores support it.
 */
export async function endAllSessionsOf(userId: number) {
  const sessions = await app.container.make(SessionCollection)
  if (!sessions.supportsTagging()) return 0
  const tagged = await sessions.tagged(String(userId))
  await Promise.all(tagged.map((session) => sessions.destroy(session.id)))
  return tagged.length
}
