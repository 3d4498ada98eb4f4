import { BaseTransformer } from '@adonisjs/core/transformers'
import { reportSummary } from '../report_summary.js'
import type { SafetyQueueRow } from '../queries/safety_queue.js'

/** A row of the Safety Reports queue (staff only; names, never e-mail addresses). */
export default class SafetyQueueRowTransformer extends BaseTransformer<SafetyQueueRow> {
  toObject() {
    const { report, reporterName, actingName, subjectNames } = this.resource
    return { ...reportSummary(report), reporterName, actingName, subjectNames }
  }
}

