import { isUniqueViolation } from '#app/support/database/errors'
import TopicFollow from '../models/topic_follow.js'

/**
 * spec 001 §3.3 topic_follow. Following twice is a no-op (the (user_id, topic_id) unique index
 * settles concurrent requests). Returns true when a follow was created, false when it existed.
 * No authorisation here: TopicFollowPolicy.follow decides.
 */
export async function followTopic(userId: number, topicId: number): Promise<boolean> {
  const existing = await TopicFollow.query().where('user_id', userId).where('topic_id', topicId).first()
  if (existing) return false
  try {
    await TopicFollow.create({ userId, topicId })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}
