import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/** A host's series-level NPS (spec 001 §3.3 series_host.feedback_nps, feedback_comment): once; false when already given. */
export async function giveSeriesNps(input: { seriesId: number; userId: number; npsRating: number; comment: string | null }): Promise<boolean> {
  const updated = await db
    .from('series_hosts')
    .where('series_id', input.seriesId)
    .where('user_id', input.userId)
    .whereNull('deleted_at')
    .whereNull('feedback_nps')
    .update({ feedback_nps: input.npsRating, feedback_comment: input.comment, updated_at: sqlTime(DateTime.utc()) })
  return Number(updated) > 0
}
