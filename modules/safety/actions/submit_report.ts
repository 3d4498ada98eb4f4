import db from '@adonisjs/lucid/services/db'
import type SafetyReport from '../models/safety_report.js'
import type { ReportReason } from '../shared/index.js'
import { openSafetyReport } from './open_safety_report.js'

export type ConcernInput = { reason: ReportReason; description: string; link: string | null; sessionId: number | null; subjectUserIds: number[] }

/** A Share Safety Concern form (spec 000 §2.2 /report), already checked: the session is one the reporter may see. */
export function submitReport(reporterId: number, input: ConcernInput): Promise<SafetyReport> {
  return db.transaction((trx) => openSafetyReport({ type: 'report', reporterId, ...input }, { client: trx }))
}
