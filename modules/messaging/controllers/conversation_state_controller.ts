import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import type { User } from '#modules/identity/index'
import ConversationPolicy from '../policies/conversation_policy.js'
import { locateConversation } from '../queries/access.js'
import { leaveConversation, setConversationMuted } from '../actions/set_conversation_state.js'
import { muteValidator } from '../validators/messaging_validators.js'
import { refusal } from './refusal.js'

/* The viewer's own place in a conversation (issue 14): mute it, leave a group. */
export default class ConversationStateController {
  /** POST /messages/conversations/:uuid/mute { muted } → { muted } */
  async mute(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const { muted } = await ctx.request.validateUsing(muteValidator)
    const access = await locateConversation(ctx.params.uuid, viewer)
    if (!access) notFound(ctx)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('mute', access)
    if (!verdict.authorized) notFound(ctx)
    await setConversationMuted(access.conversation.id, viewer.id, muted)
    return ctx.response.ok({ muted })
  }

  /** POST /messages/conversations/:uuid/leave → { left: true } */
  async leave(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const access = await locateConversation(ctx.params.uuid, viewer)
    if (!access) notFound(ctx)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('leave', access)
    if (!verdict.authorized) {
      if (verdict.status === 404) notFound(ctx)
      return refusal(ctx, verdict.message, verdict.status ?? 422)
    }
    await leaveConversation(access.conversation.id, viewer.id)
    return ctx.response.ok({ left: true })
  }
}
