import { affectedRows } from '#app/support/database/values'
import TopicFollow from '../models/topic_follow.js'

/**
 * spec 001 §3.3 topic_follow: unfollowing deletes the row (it carries no history). Returns true
 * when a follow was removed.
 */
export async function unfollowTopic(userId: number, topicId: number): Promise<boolean> {
  const deleted = await TopicFollow.query().where('user_id', userId).where('topic_id', topicId).delete()
  return affectedRows(deleted) > 0
}
