import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/*
 * Staff feature a learner's comment on /stories, or take it off (spec 001 §3.3
 * session_feedback_featured.on_stories_page). One upsert: featuring twice changes nothing.
 */
export async function setFeaturedOnStories(feedbackId: number, staffId: number, onStoriesPage: boolean) {
  const now = sqlTime(DateTime.utc())
  await db
    .knexQuery()
    .table('session_feedback_featured')
    .insert({ session_feedback_id: feedbackId, user_id: staffId, on_stories_page: onStoriesPage, created_at: now, updated_at: now })
    .onConflict(['session_feedback_id'])
    .merge({ on_stories_page: onStoriesPage, user_id: staffId, updated_at: now })
}
