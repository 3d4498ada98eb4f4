/* The public server surface of the notifications module: every context notifies through this. */
export { notify, type NotificationInput } from './actions/notify.js'
export {
  registerNotificationKind,
  type NotificationKind,
  type NotificationLine,
  type StoredNotification,
} from './kinds.js'
