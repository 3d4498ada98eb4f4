import type { HttpContext } from '@adonisjs/core/http'
import { notFound, wantsJson } from '#app/support/http'
import { answerDenial, type User } from '#modules/identity/index'
import ConversationPolicy from '../policies/conversation_policy.js'
import Message from '../models/message.js'
import { locateConversation } from '../queries/access.js'
import { reviewMessages } from '../queries/conversation_page.js'
import { inboxTitle } from '../queries/titles.js'
import { hideMessage } from '../actions/hide_message.js'
import { recordConversationReview } from '../actions/record_conversation_review.js'
import ReviewedMessageTransformer from '../transformers/reviewed_message_transformer.js'
import { hideMessageValidator } from '../validators/messaging_validators.js'

/* Staff: the audited review of a conversation (safety) and hiding a message (policy or safety). */
export default class ModerationController {
  /** GET /messages/review/:uuid — safety staff read a conversation; each read is recorded. */
  async review(ctx: HttpContext) {
    const staff = ctx.auth.user as User
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const access = await locateConversation(ctx.params.uuid, null)
    if (!access) notFound(ctx)
    await recordConversationReview(staff.id, access.conversation.id)
    const [heading, messages, mayHide] = await Promise.all([
      inboxTitle(access.conversation, staff.id),
      reviewMessages(access.conversation.id),
      ctx.bouncer.with(ConversationPolicy).allows('hide'),
    ])
    return ctx.inertia.render('messaging/review', {
      title: heading.title,
      type: access.conversation.type,
      messages: ReviewedMessageTransformer.transform(messages),
      mayHide,
    })
  }

  /** POST /messages/:id/hide { note? } — hidden_at/hidden_by and the audit trace. */
  async hide(ctx: HttpContext) {
    const moderator = ctx.auth.user as User
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('hide')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const message = await Message.find(ctx.params.id)
    if (!message) notFound(ctx)
    const { note } = await ctx.request.validateUsing(hideMessageValidator)
    const changed = await hideMessage(message, moderator.id, note ?? null)
    if (wantsJson(ctx)) return ctx.response.ok({ hidden: true, changed })
    return ctx.response.redirect().back()
  }
}
