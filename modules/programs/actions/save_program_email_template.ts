import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import ProgramEmailTemplate from '../models/program_email_template.js'
import type { ProgramEmailPhase } from '../shared/index.js'

export type ProgramEmailInput = { subject: string; body: string; enabled: boolean }

/**
 * Saves a program's email for a phase (issue 17 §4), in one transaction: an upsert on (program,
 * phase), so two staff saving a phase for the first time at once do not collide.
 */
export async function saveProgramEmailTemplate(
  target: { programSlug: string; phase: ProgramEmailPhase },
  input: ProgramEmailInput,
  byUserId: number | null
) {
  await db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    await trx
      .knexQuery()
      .table(ProgramEmailTemplate.table)
      .insert({
        program_slug: target.programSlug,
        phase: target.phase,
        subject: input.subject,
        body: input.body,
        enabled: input.enabled,
        updated_by_user_id: byUserId,
        created_at: now,
        updated_at: now,
      })
      .onConflict(['program_slug', 'phase'])
      .merge(['subject', 'body', 'enabled', 'updated_by_user_id', 'updated_at'])
  })
}
