import { notify, registerNotificationKind } from '#modules/notifications/index'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
 * Substitutes' notification kinds (README "Wording"). notify() pushes the unread count live to the
 * recipient's open tabs, so an offer reaches a tutor on any page within the job's minute.
 */
export const OFFER_KIND = 'substitute.offer'
export const HOSTING_KIND = 'substitute.hosting'

export function registerSubstituteKinds() {
  registerNotificationKind(OFFER_KIND, {
    label: 'A session needs a substitute host',
    describe({ payload }) {
      const { offerId, title } = payload
      if (typeof offerId !== 'number' || typeof title !== 'string') return null
      return { text: `“${title}” has started without its host. Can you host it now?`, href: `/substitute/${offerId}` }
    },
  })
  registerNotificationKind(HOSTING_KIND, {
    label: 'A substitute host took over a session',
    describe({ payload }) {
      const { sessionId, title, hostName, audience } = payload
      if (typeof sessionId !== 'number' || typeof title !== 'string' || typeof hostName !== 'string') return null
      const text = audience === 'host' ? `${hostName} stepped in and is hosting your session “${title}” now` : `${hostName} is hosting your session “${title}” now`
      return { text, href: `/session/${sessionId}` }
    },
  })
}

export async function notifyOffer(input: { offerId: number; userId: number; sessionId: number; title: string }, client: TransactionClientContract) {
  await notify(
    { key: OFFER_KIND, userId: input.userId, sessionId: input.sessionId, payload: { offerId: input.offerId, title: input.title }, idempotencyKey: `substitute.offer:${input.offerId}` },
    { client }
  )
}

export async function notifyHosting(
  input: { userId: number; newHostId: number; callId: number; sessionId: number; title: string; hostName: string; audience: 'learner' | 'host' },
  client: TransactionClientContract
) {
  await notify(
    {
      key: HOSTING_KIND,
      userId: input.userId,
      relatedUserId: input.newHostId,
      sessionId: input.sessionId,
      payload: { sessionId: input.sessionId, title: input.title, hostName: input.hostName, audience: input.audience },
      idempotencyKey: `substitute.hosting:${input.callId}:${input.userId}`,
    },
    { client }
  )
}
