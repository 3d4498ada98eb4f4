import { registerNotificationKind } from '#modules/notifications/index'

/*
 * The notifications safety sends. The lines are built from the payload alone; the links are
 * same-site paths. The reporter is never told what staff did to whom: only that it was looked into.
 */
export const REPORT_RESOLVED_KEY = 'safety.report.resolved'
export const URGENT_REPORT_KEY = 'safety.report.urgent'
export const ADMIN_MESSAGE_KEY = 'safety.admin_message'

export function registerSafetyNotificationKinds() {
  registerNotificationKind(REPORT_RESOLVED_KEY, {
    describe: () => ({ text: 'Our safety team has finished looking into your report. Thank you for telling us.', href: '/report' }),
  })
  registerNotificationKind(URGENT_REPORT_KEY, {
    describe(notification) {
      const { reportId, reasonLabel } = notification.payload
      if (typeof reportId !== 'number') return null
      return { text: `Urgent: a high-severity report on a live session (${String(reasonLabel)})`, href: `/admin/reports/${reportId}` }
    },
  })
  registerNotificationKind(ADMIN_MESSAGE_KEY, {
    describe: () => ({ text: 'You have a message from the moderation team.', href: '/dashboard' }),
  })
}
