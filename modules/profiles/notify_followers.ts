import db from '@adonisjs/lucid/services/db'
import { notify, registerNotificationKind } from '#modules/notifications/index'
import { followerIdsOf } from '#modules/recognition/index'
import { TutoringSession } from '#modules/tutoring/index'
import { User } from '#modules/identity/index'

/** The notification kind (issue 11 §3: following a tutor notifies followers of the tutor's new sessions). */
export const TUTOR_SESSION_KEY = 'tutor.session.created'

export function registerTutorSessionKind() {
  registerNotificationKind(TUTOR_SESSION_KEY, {
    describe(notification) {
      const { tutorName, title, href } = notification.payload
      if (typeof tutorName !== 'string' || typeof title !== 'string' || typeof href !== 'string') return null
      return { text: `${tutorName} scheduled a new session: ${title}`, href }
    },
  })
}

/**
 * On 'session.created': each follower of the session's creator hears of it, once per session
 * (the outbox runs a handler once per event). Only sessions of public worlds: a follower may not
 * see a members-only world, and the notification would disclose it.
 */
export async function notifyFollowersOfSession({ sessionId, userId }: { sessionId: number; userId: number }) {
  const [session, tutor, followers] = await Promise.all([TutoringSession.find(sessionId), User.find(userId), followerIdsOf(userId)])
  if (!session || !tutor || followers.length === 0 || session.canceledAt) return
  const world = await db.from('worlds').where('id', session.worldId).select('visibility').first()
  if (world?.visibility !== 'public') return
  const payload = { tutorName: tutor.displayName, title: session.title, href: `/session/${session.id}` }
  await db.transaction(async (trx) => {
    for (const followerId of followers) {
      await notify({ key: TUTOR_SESSION_KEY, userId: followerId, relatedUserId: tutor.id, sessionId: session.id, worldId: session.worldId, payload }, { client: trx })
    }
  })
}
