import SafetyReport from '../models/safety_report.js'
import SafetyReportAction from '../models/safety_report_action.js'
import Sanction from '../models/sanction.js'
import UserAdminMessage from '../models/user_admin_message.js'
import { displayNamesOf } from '#modules/identity/index'

export type SafetyReportDetail = {
  report: SafetyReport
  actions: SafetyReportAction[]
  sanctions: Sanction[]
  messages: UserAdminMessage[]
  names: Map<number, string>
}

/** A report with its actions log, the subject users' sanctions and the messages sent about it (5 queries). */
export async function safetyReportDetail(id: number): Promise<SafetyReportDetail | null> {
  const report = await SafetyReport.find(id)
  if (!report) return null
  const [actions, sanctions, messages] = await Promise.all([
    SafetyReportAction.query().where('safety_report_id', id).orderBy('id', 'asc'),
    report.subjectUserIds.length === 0 ? Promise.resolve([] as Sanction[]) : Sanction.query().whereIn('user_id', report.subjectUserIds).orderBy('id', 'desc'),
    UserAdminMessage.query().where('safety_report_id', id).orderBy('id', 'asc'),
  ])
  const names = await displayNamesOf([
    report.userId,
    report.actingUserId,
    ...report.subjectUserIds,
    ...actions.map((action) => action.userId),
    ...messages.flatMap((message) => [message.userId, message.recipientUserId]),
  ])
  return { report, actions, sanctions, messages, names }
}
