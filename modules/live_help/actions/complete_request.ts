import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import db from '@adonisjs/lucid/services/db'
import type LiveHelpRequest from '../models/live_help_request.js'

/** The tutor (or staff) completes an in-progress request with an optional note; false when it is no longer in progress. */
export async function completeRequest(request: LiveHelpRequest, note: string | null): Promise<boolean> {
  const now = sqlTime(DateTime.utc())
  const done = await db
    .from('live_help_requests')
    .where('id', request.id)
    .whereNotNull('tutor_user_id')
    .whereNull('canceled_at')
    .whereNull('completed_at')
    .update({ completed_at: now, completion_note: note?.trim() ? note.trim() : null, updated_at: now })
  await request.refresh()
  return affectedRows(done) === 1
}
