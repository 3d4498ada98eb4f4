import db from '@adonisjs/lucid/services/db'
import { tutorableTopics } from '#modules/catalog/index'
import OneOnOneProfile from '../models/one_on_one_profile.js'

export type ProfileInput = { bio: string; languages: string[]; topicIds: number[]; isActive: boolean }

export const PROFILE_MESSAGES = {
  topics: 'Offer only topics you can tutor (your certified topics and open challenge topics).',
  activeNeedsTopic: 'Choose at least one topic before you start taking requests.',
} as const

/**
 * Creates or updates the tutor's one-on-one profile and its offered topics in one transaction.
 * Offered topics must be ones the tutor can tutor (catalog's tutorableTopics); nothing changes
 * otherwise.
 */
export async function saveProfile(userId: number, input: ProfileInput): Promise<{ ok: true } | { ok: false; field: string; reason: string }> {
  const tutorable = await tutorableTopics(userId)
  const allowed = new Set(tutorable.map((topic) => topic.id))
  const topicIds = [...new Set(input.topicIds)]
  if (topicIds.some((id) => !allowed.has(id))) return { ok: false, field: 'topicIds', reason: PROFILE_MESSAGES.topics }
  if (input.isActive && topicIds.length === 0) return { ok: false, field: 'topicIds', reason: PROFILE_MESSAGES.activeNeedsTopic }
  await db.transaction(async (trx) => {
    const profile = (await OneOnOneProfile.query({ client: trx }).where('user_id', userId).first()) ?? new OneOnOneProfile()
    profile.useTransaction(trx)
    profile.merge({ userId, bio: input.bio.trim(), languages: [...new Set(input.languages)], isActive: input.isActive })
    await profile.save()
    await trx.from('one_on_one_profile_topics').where('one_on_one_profile_id', profile.id).delete()
    if (topicIds.length > 0) {
      await trx.table('one_on_one_profile_topics').multiInsert(topicIds.map((topicId) => ({ one_on_one_profile_id: profile.id, topic_id: topicId })))
    }
  })
  return { ok: true }
}
