import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { hooks } from '#kernel/hooks'
import { sqlTime } from '#app/support/database/values'
import type { SubjectRef } from '#kernel/subjects'
import ContentFlag from '../models/content_flag.js'
import { severityOf, type ReportReason, type ReportSeverity } from '../shared/index.js'

export type FlagContentInput = {
  subject: SubjectRef
  reporterId: number
  category: ReportReason
  details: string | null
  /** A snapshot of the content as the reporter saw it (e.g. the subject's resolved title). */
  content: string
  /** A same-site link to the content. */
  link: string
}

export type FlagContentResult = { id: number; severity: ReportSeverity; created: boolean }

function openFlagOf(input: FlagContentInput, client: TransactionClientContract) {
  return ContentFlag.query({ client })
    .where('user_id', input.reporterId)
    .where('content_type', input.subject.type)
    .where('subject_id', input.subject.id)
    .where('status', 'open')
    .first()
}

/**
 * Records a report of a subject inside the caller's transaction and emits 'content.flagged'.
 * One open flag per reporter and subject: a repeat answers the existing flag (created: false)
 * and emits nothing. The partial unique index settles two concurrent first reports (the insert
 * that loses does nothing and the winner's row is answered).
 */
export async function flagContent(input: FlagContentInput, { client }: { client: TransactionClientContract }): Promise<FlagContentResult> {
  const existing = await openFlagOf(input, client)
  if (existing) return { id: existing.id, severity: existing.severity, created: false }

  const severity = severityOf(input.category)
  const now = sqlTime(DateTime.utc())
  const inserted: Array<{ id: number } | number> = await client
    .knexQuery()
    .table(ContentFlag.table)
    .insert({
      content_type: input.subject.type,
      subject_id: input.subject.id,
      category: input.category,
      content: input.content,
      link: input.link,
      status: 'open',
      severity,
      user_id: input.reporterId,
      details: input.details,
      created_at: now,
      updated_at: now,
    })
    .onConflict()
    .ignore()
    .returning('id')
  const row = inserted[0]
  if (row === undefined) {
    const winner = await openFlagOf(input, client)
    return { id: winner!.id, severity: winner!.severity, created: false }
  }
  const id = Number(typeof row === 'object' ? row.id : row)
  await hooks.emit('content.flagged', { flagId: id, subjectType: input.subject.type, subjectId: input.subject.id, severity }, { client })
  return { id, severity, created: true }
}
