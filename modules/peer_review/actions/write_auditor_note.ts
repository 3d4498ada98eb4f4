import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type { AuditorLevel } from '../shared/index.js'

/** A mentor's note on an auditor (spec 001 §3.5 auditor_note), optionally setting their level; a note with a level also verifies the auditor. */
export async function writeAuditorNote(input: { mentorId: number; subjectUserId: number; note: string; newLevel: AuditorLevel | null }) {
  await db.table('auditor_notes').insert({
    user_id: input.mentorId,
    subject_user_id: input.subjectUserId,
    note: input.note,
    new_auditor_level: input.newLevel,
    created_at: sqlTime(DateTime.utc()),
  })
}
