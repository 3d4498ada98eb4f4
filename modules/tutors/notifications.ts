import db from '@adonisjs/lucid/services/db'
import { notify, registerNotificationKind } from '#modules/notifications/index'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/* The tutors module's notification kinds: a new request for the tutor, an answer for the learner. */
export const REQUEST_RECEIVED_KEY = 'one_on_one.request.received'
export const REQUEST_ANSWERED_KEY = 'one_on_one.request.answered'

export function registerTutorsKinds() {
  registerNotificationKind(REQUEST_RECEIVED_KEY, {
    describe({ payload }) {
      if (typeof payload.topicName !== 'string') return null
      return { text: `New one-on-one request: ${payload.topicName}`, href: '/dashboard/one-on-one' }
    },
  })
  registerNotificationKind(REQUEST_ANSWERED_KEY, {
    describe({ payload }) {
      if (typeof payload.topicName !== 'string') return null
      const text = payload.status === 'scheduled' ? `Your one-on-one on ${payload.topicName} is scheduled` : `An update on your one-on-one request: ${payload.topicName}`
      return { text, href: '/dashboard/one-on-one' }
    },
  })
}

export async function notifyRequest(
  input: { key: typeof REQUEST_RECEIVED_KEY | typeof REQUEST_ANSWERED_KEY; userId: number; relatedUserId: number; topicName: string; status?: string },
  client: QueryClientContract = db.connection()
) {
  await notify({ key: input.key, userId: input.userId, relatedUserId: input.relatedUserId, payload: { topicName: input.topicName, status: input.status ?? null } }, { client })
}
