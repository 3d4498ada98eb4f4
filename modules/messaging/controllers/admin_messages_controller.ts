import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDenial, type User } from '#modules/identity/index'
import { MESSAGES_ADMIN_PAGE } from '../admin_pages.js'
import ConversationPolicy from '../policies/conversation_policy.js'
import { staffMessageQueue } from '../queries/staff_message_queue.js'
import StaffMessageTransformer from '../transformers/staff_message_transformer.js'
import { staffMessagesValidator } from '../validators/messaging_validators.js'

/*
 * The staff Messages page, /admin/messages (spec 000 §6.3 "Messages: policy"): messages held for
 * review (contact details between a minor and an adult) or reported, with their earlier versions.
 * Delivering (dismiss) or hiding (uphold) goes through safety's review of the flag, as on the
 * Moderation page; reading the whole conversation stays with safety staff (its audited review).
 */
export default class AdminMessagesController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('hide')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await staffMessagesValidator.tryValidate(ctx.request.qs())
    const filters = error ? { status: 'open' as const, page: 1 } : { status: qs.status ?? 'open', page: qs.page ?? 1 }
    const staff = ctx.auth.user as User
    const [{ items, meta }, mayReadConversations, roles] = await Promise.all([
      staffMessageQueue(filters),
      ctx.bouncer.with(ConversationPolicy).allows('review'),
      staff.roles(),
    ])
    return ctx.inertia.render('messaging/admin_messages', {
      messages: StaffMessageTransformer.transform(items),
      meta,
      filters,
      mayReadConversations,
      admin: AdminFrameTransformer.transform(adminFrameFor(roles, MESSAGES_ADMIN_PAGE.key)),
    })
  }
}
