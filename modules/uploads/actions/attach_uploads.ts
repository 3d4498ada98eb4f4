import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SubjectRef } from '#kernel/subjects'
import { affectedRows, sqlTime } from '#app/support/database/values'
import UserUpload from '../models/user_upload.js'

/**
 * Marks uploads as belonging to a piece of content (a post, an application...), inside the
 * content's own transaction. From then on people other than the owner may download them exactly
 * when they may see that content (UserUploadPolicy.download), and the retention job keeps them
 * while it exists. Only usable, not yet attached uploads move: check each id with findOwnUpload
 * first (an upload belongs to one piece of content). Returns how many were attached.
 */
export async function attachUploads(ids: readonly number[], subject: SubjectRef, { client }: { client: TransactionClientContract }) {
  if (ids.length === 0) return 0
  const now = DateTime.utc()
  const affected = await UserUpload.query({ client })
    .whereIn('id', [...ids])
    .whereIn('status', ['complete', 'processed'])
    .whereNull('subject_type')
    .update({ subject_type: subject.type, subject_id: subject.id, attached_at: sqlTime(now), updated_at: sqlTime(now) })
  return affectedRows(affected)
}
