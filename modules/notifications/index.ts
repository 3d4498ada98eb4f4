/* The public server surface of the notifications module: every context notifies through this. */
import './built_in_kinds.js'
import './jobs/sweep_deliveries_job.js'

export { notify, type NotificationInput } from './actions/notify.js'
export {
  notifyUnreadMessages,
  registerUnreadMessagesCheck,
  UNREAD_MESSAGES_KIND,
} from './actions/notify_unread_messages.js'
export { registerSweepTask } from './sweep_tasks.js'
export { sendSms, type OutgoingSms } from './actions/send_sms.js'
export { setSmsProvider, capturedSms, type SmsProvider, type CapturedSms } from './sms/sms_provider.js'
export {
  registerNotificationKind,
  type NotificationKind,
  type NotificationLine,
  type StoredNotification,
} from './kinds.js'
export { normalizePhoneNumber, PHONE_MESSAGES } from './phone.js'
