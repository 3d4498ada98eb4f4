import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { notify, registerNotificationKind } from '#modules/notifications/index'

/* Live help's notification kinds: a tutor picked up the learner's question; a question was canceled by the other side. */
export const PICKED_UP_KEY = 'live_help.picked_up'
export const CANCELED_KEY = 'live_help.canceled'

export function registerLiveHelpKinds() {
  registerNotificationKind(PICKED_UP_KEY, {
    label: 'Live help answers',
    channels: { email: true, push: true },
    transactional: true,
    describe({ payload, sessionId }) {
      if (typeof payload.topicName !== 'string' || !sessionId) return null
      return { text: `A tutor picked up your live help question on ${payload.topicName}: join the session now`, href: `/session/${sessionId}` }
    },
  })
  registerNotificationKind(CANCELED_KEY, {
    label: 'Live help cancellations',
    describe({ payload }) {
      if (typeof payload.topicName !== 'string') return null
      return { text: `A live help question on ${payload.topicName} was canceled`, href: '/live-help?status=canceled' }
    },
  })
}

export async function notifyLiveHelp(
  input: { key: typeof PICKED_UP_KEY | typeof CANCELED_KEY; userId: number; relatedUserId: number; topicName: string; worldId: number; sessionId: number | null; requestId: number },
  client: QueryClientContract = db.connection()
) {
  await notify(
    {
      key: input.key,
      userId: input.userId,
      relatedUserId: input.relatedUserId,
      worldId: input.worldId,
      sessionId: input.sessionId,
      payload: { topicName: input.topicName },
      idempotencyKey: `${input.key}.${input.requestId}.${input.userId}`,
    },
    { client }
  )
}
