import db from '@adonisjs/lucid/services/db'
import { notify, registerNotificationKind } from '#modules/notifications/index'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/* The tutors module's notification kinds: a new request for the tutor, an answer for the learner. */
export const REQUEST_RECEIVED_KEY = 'one_on_one.request.received'
export const REQUEST_ANSWERED_KEY = 'one_on_one.request.answered'
export const BIO_REVIEWED_KEY = 'one_on_one.bio.reviewed'

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
  registerNotificationKind(BIO_REVIEWED_KEY, {
    describe({ payload }) {
      const text = payload.outcome === 'approved' ? 'Your one-on-one bio was approved and is now shown' : 'Your one-on-one bio was not approved: see why on your profile'
      return { text, href: '/tutor/one-on-one' }
    },
  })
}

export async function notifyRequest(
  input: { key: typeof REQUEST_RECEIVED_KEY | typeof REQUEST_ANSWERED_KEY; userId: number; relatedUserId: number; topicName: string; status?: string },
  client: QueryClientContract = db.connection()
) {
  await notify({ key: input.key, userId: input.userId, relatedUserId: input.relatedUserId, payload: { topicName: input.topicName, status: input.status ?? null } }, { client })
}

/** The tutor is told how staff reviewed their bio (the reason is on their profile page, not in the notification). */
export async function notifyBioReviewed(input: { userId: number; relatedUserId: number; outcome: 'approved' | 'rejected' }, client: QueryClientContract) {
  await notify({ key: BIO_REVIEWED_KEY, userId: input.userId, relatedUserId: input.relatedUserId, payload: { outcome: input.outcome } }, { client })
}
