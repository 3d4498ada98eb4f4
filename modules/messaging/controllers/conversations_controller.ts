import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { notFound } from '#app/support/http'
import { User } from '#modules/identity/index'
import ConversationPolicy from '../policies/conversation_policy.js'
import { ConversationRefused, startDirectConversation } from '../actions/start_direct_conversation.js'
import { ensureGroupConversation } from '../actions/ensure_group_conversation.js'
import { openStaffConversation } from '../actions/open_staff_conversation.js'
import { adminMessageForRecipient } from '#modules/safety/index'
import { isGroupMember } from '../queries/membership.js'
import { startDirectValidator } from '../validators/messaging_validators.js'
import { refusal } from './refusal.js'

/* Starting conversations (spec 002 §7 "Start direct conversation → external_uuid"). */
export default class ConversationsController {
  /** POST /messages/direct { targetUserId } → { externalUuid } (rate-limited). */
  async direct(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const { targetUserId } = await ctx.request.validateUsing(startDirectValidator)
    const other = await User.find(targetUserId)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('start', other)
    if (!verdict.authorized) return refusal(ctx, verdict.message, verdict.status ?? 403)
    try {
      const started = await db.transaction((trx) => startDirectConversation({ userId: viewer.id, otherUserId: targetUserId }, { client: trx }))
      return ctx.response.ok(started)
    } catch (error) {
      if (error instanceof ConversationRefused) return refusal(ctx, error.message, 403)
      throw error
    }
  }

  /** POST /messages/groups/:type/:id → { externalUuid }: the session's or series' group, for its hosts and registrants. */
  async group(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const type = ctx.params.type as 'session' | 'series'
    const subjectId = Number(ctx.params.id)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('openGroup', await isGroupMember(type, subjectId, viewer.id))
    if (!verdict.authorized) notFound(ctx)
    return ctx.response.ok(await db.transaction((trx) => ensureGroupConversation({ type, subjectId }, { client: trx })))
  }

  /**
   * GET /messages/staff/:adminMessageId — after "acknowledge and message" (safety's redirect): the
   * recipient of an acknowledged admin message opens the conversation with its author.
   */
  async staff(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const adminMessage = await adminMessageForRecipient(Number(ctx.params.adminMessageId), viewer.id)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('openStaff', adminMessage)
    if (!verdict.authorized) notFound(ctx)
    const { externalUuid } = await db.transaction((trx) => openStaffConversation({ adminMessageId: adminMessage!.id, recipientId: viewer.id, authorId: adminMessage!.authorId }, { client: trx }))
    return ctx.response.redirect(`/messages#${externalUuid}`)
  }
}
