import { registerNotificationKind } from './kinds.js'
import { stillHasUnreadMessages, UNREAD_MESSAGES_DELAY_MINUTES, UNREAD_MESSAGES_KIND } from './actions/notify_unread_messages.js'
import { DIGEST_KIND } from './jobs/digest_job.js'

/* The kinds this module sends itself: the weekly digest (email only) and the unread-messages batch. */
registerNotificationKind(DIGEST_KIND, {
  label: 'Weekly digest',
  channels: { email: true },
  inApp: false,
  describe: () => null,
})

registerNotificationKind(UNREAD_MESSAGES_KIND, {
  label: 'Unread messages',
  channels: { email: true, push: true },
  describe: () => ({ text: 'You have unread messages', href: '/messages' }),
  stillRelevant: (n) => stillHasUnreadMessages(n.userId, n.notifyAt.minus({ minutes: UNREAD_MESSAGES_DELAY_MINUTES })),
})
