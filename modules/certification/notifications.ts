import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { notify, registerNotificationKind } from '#modules/notifications/index'

/* What the tutor is told about their certification request (issue 12 §1). */
export const CERTIFICATION_UPDATE_KEY = 'certification.update'

export type CertificationOutcome = 'recording-approved' | 'recording-declined' | 'approved' | 'rejected' | 'revoked'

const TEXTS: Record<CertificationOutcome, (topic: string) => string> = {
  'recording-approved': (topic) => `Your ${topic} certification video was accepted and is now with peer reviewers`,
  'recording-declined': (topic) => `Your ${topic} certification video could not be used: please record again`,
  'approved': (topic) => `You are now certified in ${topic}`,
  'rejected': (topic) => `Your ${topic} certification was not approved this time`,
  'revoked': (topic) => `Your ${topic} certification was withdrawn`,
}

export function registerCertificationKinds() {
  registerNotificationKind(CERTIFICATION_UPDATE_KEY, {
    describe({ payload }) {
      const { topicName, outcome } = payload
      if (typeof topicName !== 'string' || typeof outcome !== 'string' || !Object.hasOwn(TEXTS, outcome)) return null
      return { text: TEXTS[outcome as CertificationOutcome](topicName), href: '/certification/mine' }
    },
  })
}

/** Tells the tutor, in the caller's transaction; once per request and outcome. */
export async function notifyCertification(
  input: { userId: number; requestId: number; topicId: number; byUserId: number | null; outcome: CertificationOutcome },
  { client }: { client: QueryClientContract }
) {
  const topic = await client.from('topics').where('id', input.topicId).select('name').first()
  await notify(
    {
      key: CERTIFICATION_UPDATE_KEY,
      userId: input.userId,
      relatedUserId: input.byUserId,
      payload: { topicName: topic?.name ?? 'a topic', outcome: input.outcome, certificationRequestId: input.requestId },
      idempotencyKey: `certification:${input.requestId}:${input.outcome}`,
    },
    { client }
  )
}
