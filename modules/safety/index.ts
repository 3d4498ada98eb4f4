/* The public server surface of the safety module. */
import { registerSafetyNotificationKinds } from './notifications.js'

export { flagContent, type FlagContentInput, type FlagContentResult } from './actions/flag_content.js'
export { reviewContentFlag, type ReviewInput } from './actions/review_content_flag.js'
export { openFlagsFor, type FlagSummary } from './queries/open_flags.js'
export { default as ContentFlag } from './models/content_flag.js'
export { openSafetyReport, type OpenSafetyReportInput } from './actions/open_safety_report.js'
export { sanctionUser, type SanctionInput } from './actions/sanction_user.js'
export { recordDetectedIssue, type DetectedIssueInput } from './actions/record_detected_issue.js'
export { sendAdminMessage, type AdminMessageInput } from './actions/send_admin_message.js'
export { adminMessageForRecipient } from './queries/admin_message_for_recipient.js'
export { default as SafetyReport } from './models/safety_report.js'

registerSafetyNotificationKinds()
