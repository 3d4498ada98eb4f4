import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { notify, registerNotificationKind } from '#modules/notifications/index'

/* What a tutor is told about peer reviews of their sessions (issue 12 §3). */
export const AUDIT_RECEIVED_KEY = 'peer_review.audit_received'

export function registerPeerReviewKinds() {
  registerNotificationKind(AUDIT_RECEIVED_KEY, {
    describe({ payload }) {
      const { sessionTitle } = payload
      if (typeof sessionTitle !== 'string') return null
      return { text: `A peer reviewed your session "${sessionTitle}"`, href: '/tutor/peer-review/mine' }
    },
  })
}

/** Tells the audited tutor, in the caller's transaction; once per audit. The auditor stays unnamed. */
export async function notifyAuditReceived(input: { tutorId: number; auditId: number; sessionTitle: string }, { client }: { client: QueryClientContract }) {
  await notify(
    { key: AUDIT_RECEIVED_KEY, userId: input.tutorId, relatedUserId: null, payload: { sessionTitle: input.sessionTitle, auditId: input.auditId }, idempotencyKey: `peer_review:audit:${input.auditId}` },
    { client }
  )
}
