import db from '@adonisjs/lucid/services/db'
import type { ResolvedSubject } from '#kernel/subjects'
import { flagContent, type FlagContentResult } from './flag_content.js'
import type { ReportReason } from '../shared/index.js'

/**
 * A reporter's report of a subject as they see it (POST /reports/content): the snapshot is the
 * subject's title and link resolved for the reporter, so the queue shows what they saw.
 */
export async function reportContent(
  reporterId: number,
  subject: ResolvedSubject,
  report: { category: ReportReason; details: string | null }
): Promise<FlagContentResult> {
  return db.transaction((trx) =>
    flagContent(
      { subject: { type: subject.type, id: subject.id }, reporterId, category: report.category, details: report.details, content: subject.title, link: subject.href },
      { client: trx }
    )
  )
}
