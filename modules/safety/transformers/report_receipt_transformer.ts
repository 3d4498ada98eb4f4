import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FlagContentResult } from '../actions/flag_content.js'

/**
 * What a reporter is told: the severity (the dialog says high-severity content is hidden while
 * staff review it). The same answer for a repeat report: whether it was new is not their concern.
 */
export default class ReportReceiptTransformer extends BaseTransformer<FlagContentResult> {
  toObject() {
    return { severity: this.resource.severity }
  }
}
