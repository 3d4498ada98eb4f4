import { defineModule } from '#kernel/modules'
import { registerUnreadMessagesCheck } from '#modules/notifications/index'
import { MESSAGES_ADMIN_PAGE } from './admin_pages.js'

/* Conversations and messages between people (issue 14 §1). */
export default defineModule({
  name: 'messaging',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.adminPage(MESSAGES_ADMIN_PAGE)
    // The batched unread-messages email is dropped when its reader has caught up meanwhile.
    registerUnreadMessagesCheck(async (userId) => {
      const { unreadTotal } = await import('./queries/unread.js')
      return (await unreadTotal(userId)) > 0
    })
    // The unread-messages badge beside the bell: no query here (the badge asks once per page load).
    hooks.outlet('frame.header', ({ viewerId }) => (viewerId === null ? [] : [{ key: 'messaging.badge', component: 'messaging/unread_badge', props: { userId: viewerId } }]))
    // "Group chat" on session and series pages; the button asks the server, which answers members only.
    hooks.outlet('session.sections', ({ sessionId, viewerId }) => (viewerId === null ? [] : [{ key: 'messaging.group', component: 'messaging/group_chat', props: { type: 'session', id: sessionId } }]))
    hooks.outlet('series.sections', ({ seriesId, viewerId }) => (viewerId === null ? [] : [{ key: 'messaging.group', component: 'messaging/group_chat', props: { type: 'series', id: seriesId } }]))
    // `{ type: 'message', id }` (safety's flags, reports): members see it in its conversation, safety staff on review.
    hooks.subject('message', {
      async resolve(id, viewer) {
        const { resolveMessage } = await import('./queries/message_subject.js')
        return resolveMessage(id, viewer)
      },
    })
    // A held message is released (dismissed) or hidden (upheld) by safety's review of its flag.
    hooks.on(
      'content.flag.reviewed',
      async (event) => {
        const { reviewHeldMessage } = await import('./actions/review_held_message.js')
        await reviewHeldMessage(event)
      },
      { name: 'review-held-message', inline: true }
    )
  },
})
