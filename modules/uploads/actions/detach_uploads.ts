import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SubjectRef } from '#kernel/subjects'
import { affectedRows, sqlTime } from '#app/support/database/values'
import UserUpload from '../models/user_upload.js'

/**
 * When content is removed, its uploads stop being visible to anyone but their owners at once and
 * become unattached; the retention job deletes them (uploads:prune, after ABANDONED_AFTER_HOURS).
 */
export async function detachUploads(subject: SubjectRef, { client }: { client: TransactionClientContract }) {
  const now = sqlTime(DateTime.utc())
  const affected = await UserUpload.query({ client })
    .where('subject_type', subject.type)
    .where('subject_id', subject.id)
    .update({ subject_type: null, subject_id: null, attached_at: null, updated_at: now })
  return affectedRows(affected)
}
