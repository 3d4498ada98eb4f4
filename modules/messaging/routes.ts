import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { liveChannel } from '#app/support/live'
import type { User } from '#modules/identity/index'
import { MESSAGING_MESSAGES, SENDS_PER_MINUTE, STARTS_PER_HOUR } from './shared/index.js'
import { locateConversation } from './queries/access.js'

const MessagesController = () => import('./controllers/messages_controller.js')
const ConversationsController = () => import('./controllers/conversations_controller.js')
const BlocksController = () => import('./controllers/blocks_controller.js')
const ConversationStateController = () => import('./controllers/conversation_state_controller.js')
const ModerationController = () => import('./controllers/moderation_controller.js')
const AdminMessagesController = () => import('./controllers/admin_messages_controller.js')

const perUser = (name: string, ctx: { auth: { user?: { id: number } }; request: { ip(): string } }) => `${name}:${ctx.auth.user?.id ?? ctx.request.ip()}`

/** issue 14 §1 "Start direct conversation ... is rate-limited". */
const throttleStarts = defineThrottle('conversation-starts', (ctx) =>
  limiter
    .allowRequests(STARTS_PER_HOUR)
    .every('1 hour')
    .usingKey(perUser('conversation-starts', ctx))
    .limitExceeded((error) => error.setMessage(MESSAGING_MESSAGES.tooManyStarts))
)
const throttleSends = defineThrottle('message-sends', (ctx) =>
  limiter
    .allowRequests(SENDS_PER_MINUTE)
    .every('1 minute')
    .usingKey(perUser('message-sends', ctx))
    .limitExceeded((error) => error.setMessage(MESSAGING_MESSAGES.tooManySends))
)

const uuid = /^[0-9a-f-]{36}$/
const id = /^\d{1,9}$/

/* spec 000 §2.2 /messages#{conversation}; the conversation itself loads as JSON after the page. */
router
  .group(() => {
    router.get('/messages', [MessagesController, 'index']).as('messaging.index')
    router.get('/messages/unread', [MessagesController, 'unread']).as('messaging.unread')
    router.get('/messages/conversations/:uuid', [MessagesController, 'show']).where('uuid', uuid).as('messaging.conversations.show')
    router.get('/messages/conversations/:uuid/messages', [MessagesController, 'older']).where('uuid', uuid).as('messaging.conversations.older')
    router.post('/messages/conversations/:uuid/messages', [MessagesController, 'store']).where('uuid', uuid).use(throttleSends).as('messaging.messages.store')
    router.post('/messages/direct', [ConversationsController, 'direct']).use(throttleStarts).as('messaging.direct')
    router.post('/messages/groups/:type/:id', [ConversationsController, 'group']).where('type', /^(session|series)$/).where('id', id).as('messaging.groups')
    router.put('/messages/conversations/:uuid/messages/:id', [MessagesController, 'update']).where('uuid', uuid).where('id', id).use(throttleSends).as('messaging.messages.update')
    router.post('/messages/conversations/:uuid/mute', [ConversationStateController, 'mute']).where('uuid', uuid).as('messaging.conversations.mute')
    router.post('/messages/conversations/:uuid/leave', [ConversationStateController, 'leave']).where('uuid', uuid).as('messaging.conversations.leave')
    router.post('/messages/blocks/:userId', [BlocksController, 'store']).where('userId', id).as('messaging.blocks.store')
    router.delete('/messages/blocks/:userId', [BlocksController, 'destroy']).where('userId', id).as('messaging.blocks.destroy')
    router.get('/messages/staff/:adminMessageId', [ConversationsController, 'staff']).where('adminMessageId', id).as('messaging.staff.open')
    router.get('/messages/review/:uuid', [ModerationController, 'review']).where('uuid', uuid).as('messaging.review')
    router.post('/messages/:id/hide', [ModerationController, 'hide']).where('id', id).as('messaging.messages.hide')
  })
  .use(middleware.access({ requires: 'member' }))

// The staff console's Messages page (its policy asks the page's role, spec 000 §6.3).
router.get('/admin/messages', [AdminMessagesController, 'index']).use(middleware.access({ requires: 'member' })).as('messaging.admin.index')

// A conversation's page hears it only while the viewer is a member; each tab hears its own badge.
liveChannel('messaging/conversations/:uuid', async (ctx, { uuid: value }) => {
  const viewer = (await ctx.auth.check()) ? (ctx.auth.user as User) : null
  const access = viewer ? await locateConversation(value, viewer) : null
  return access?.member ?? false
})
liveChannel('messaging/users/:id', (ctx, { id: value }) => ctx.auth.user?.id === Number(value))
