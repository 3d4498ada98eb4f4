import type { DateTime } from 'luxon'
import type SafetyReport from '../models/safety_report.js'

export type TriageInput = { internalNote: string | null; internalTypes: string[]; actionNeededAt: DateTime | null }

/** Staff's internal note, internal types and action-needed date of a report (spec 001 §3.4). Never shown outside the queue. */
export async function updateReportTriage(report: SafetyReport, input: TriageInput): Promise<void> {
  report.merge({ internalNote: input.internalNote, internalTypes: [...new Set(input.internalTypes)], actionNeededAt: input.actionNeededAt })
  await report.save()
}
