import type { HttpContext } from '@adonisjs/core/http'
import { answerJson, notFound, wantsJson } from '#app/support/http'
import type { User } from '#modules/identity/index'
import ConversationPolicy from '../policies/conversation_policy.js'
import { locateConversation } from '../queries/access.js'
import { inboxOf } from '../queries/inbox.js'
import { conversationMessages, conversationPage } from '../queries/conversation_page.js'
import { unreadTotal } from '../queries/unread.js'
import { sendMessage } from '../actions/send_message.js'
import { editMessage } from '../actions/edit_message.js'
import Message from '../models/message.js'
import { markRead } from '../actions/mark_conversation_read.js'
import { announceRead } from '../live.js'
import InboxEntryTransformer from '../transformers/inbox_entry_transformer.js'
import ConversationTransformer from '../transformers/conversation_transformer.js'
import MessageTransformer from '../transformers/message_transformer.js'
import { messageValidator, olderMessagesValidator } from '../validators/messaging_validators.js'
import { refusal } from './refusal.js'

/* /messages and its conversations (issue 14 §1; spec 000 §2.2 /messages#{conversation}). */
export default class MessagesController {
  /** GET /messages — the inbox; the page opens the conversation named by the address's hash. */
  async index(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    return ctx.inertia.render('messaging/inbox', { conversations: InboxEntryTransformer.transform(await inboxOf(viewer.id)) })
  }

  /** GET /messages/unread — the header badge's count (JSON). */
  async unread(ctx: HttpContext) {
    return ctx.response.ok({ unread: await unreadTotal((ctx.auth.user as User).id) })
  }

  private async locate(ctx: HttpContext, viewer: User) {
    const access = await locateConversation(ctx.params.uuid, viewer)
    if (!access) notFound(ctx)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('view', access)
    if (!verdict.authorized) notFound(ctx)
    return access
  }

  /** GET /messages/conversations/:uuid — the heading and newest messages (JSON); reading marks them read. */
  async show(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const access = await this.locate(ctx, viewer)
    const page = await conversationPage(access, viewer)
    const send = await ctx.bouncer.with(ConversationPolicy).execute('send', access)
    const newest = page.messages.at(-1)?.message.id
    if (newest !== undefined) {
      await markRead(access.conversation.id, viewer.id, newest)
      announceRead(access.conversation.externalUuid, viewer.id)
    }
    return answerJson(ctx, {
      conversation: ConversationTransformer.transform({
        conversation: access.conversation,
        page,
        canSend: send.authorized ? true : (send.message ?? ''),
        muted: access.membership?.muted ?? false,
      }),
      messages: MessageTransformer.transform(page.messages),
    })
  }

  /** GET /messages/conversations/:uuid/messages?before=id — older messages (JSON). */
  async older(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const access = await this.locate(ctx, viewer)
    const { before } = await ctx.request.validateUsing(olderMessagesValidator, { data: ctx.request.qs() })
    const { messages, hasOlder } = await conversationMessages(access, viewer, before ?? null)
    return answerJson(ctx, { messages: MessageTransformer.transform(messages), hasOlder })
  }

  /** POST /messages/conversations/:uuid/messages — send (JSON); a held message answers held: true. */
  async store(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const access = await locateConversation(ctx.params.uuid, viewer)
    if (!access) notFound(ctx)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('send', access)
    if (!verdict.authorized) return refusal(ctx, verdict.message, verdict.status ?? 403)
    const { body } = await ctx.request.validateUsing(messageValidator)
    const outcome = await sendMessage(viewer, access.conversation, body)
    if (!outcome.ok) return refusal(ctx, outcome.message, 422)
    if (!wantsJson(ctx)) return ctx.response.redirect().back()
    const entry = { message: outcome.message, author: { id: viewer.id, username: viewer.username, displayName: viewer.displayName }, mine: true }
    return answerJson(ctx, { message: MessageTransformer.transform(entry), held: outcome.held }, 201)
  }

  /** PUT /messages/conversations/:uuid/messages/:id — the writer edits (JSON); a now-held message answers held: true. */
  async update(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const access = await locateConversation(ctx.params.uuid, viewer)
    if (!access) notFound(ctx)
    const message = await Message.find(Number(ctx.params.id))
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('editMessage', access, message)
    if (!verdict.authorized) {
      if (verdict.status === 404) notFound(ctx)
      return refusal(ctx, verdict.message, verdict.status ?? 403)
    }
    const { body } = await ctx.request.validateUsing(messageValidator)
    const outcome = await editMessage(viewer, access.conversation, message!, body)
    if (!outcome.ok) return refusal(ctx, outcome.message, 422)
    const entry = { message: outcome.message, author: { id: viewer.id, username: viewer.username, displayName: viewer.displayName }, mine: true }
    return answerJson(ctx, { message: MessageTransformer.transform(entry), held: outcome.held })
  }
}
