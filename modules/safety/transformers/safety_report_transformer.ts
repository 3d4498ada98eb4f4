import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import { reportSummary, sameSite } from '../report_summary.js'
import type { SafetyReportDetail } from '../queries/safety_report_detail.js'

/** A report as its detail page shows it: the actions log, notes, sanctions and messages (staff only). */
export default class SafetyReportTransformer extends BaseTransformer<SafetyReportDetail> {
  toObject() {
    const { report, actions, sanctions, messages, names } = this.resource
    const nameOf = (userId: number | null) => (userId === null ? null : (names.get(userId) ?? 'Deleted user'))
    return {
      ...reportSummary(report),
      reporterName: nameOf(report.userId),
      actingName: nameOf(report.actingUserId),
      subjects: report.subjectUserIds.map((userId) => ({ userId, name: nameOf(userId)! })),
      internalNote: report.internalNote,
      internalTypes: report.internalTypes,
      contentFlagId: report.contentFlagId,
      actions: actions.map((action) => ({ id: action.id, status: action.status, comment: action.comment, userName: nameOf(action.userId), unsuspended: action.unsuspendedSubjectUsers, createdAt: iso(action.createdAt)! })),
      sanctions: sanctions.map((sanction) => ({
        id: sanction.id,
        userId: sanction.userId,
        userName: nameOf(sanction.userId),
        context: sanction.context,
        reasonCode: sanction.reasonCode,
        evidenceLinks: sanction.evidenceLinks.filter((link) => sameSite(link) !== null),
        appealedAt: iso(sanction.appealedAt),
        appealText: sanction.appealText,
        appealDeadlineAt: iso(sanction.appealDeadlineAt)!,
        liftedAt: iso(sanction.liftedAt),
      })),
      messages: messages.map((message) => ({ id: message.id, recipientName: nameOf(message.recipientUserId), content: message.content, acknowledgedAt: iso(message.acknowledgedAt), createdAt: iso(message.createdAt)! })),
    }
  }
}
