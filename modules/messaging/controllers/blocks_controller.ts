import type { HttpContext } from '@adonisjs/core/http'
import { User } from '#modules/identity/index'
import ConversationPolicy from '../policies/conversation_policy.js'
import { blockUser } from '../actions/block_user.js'
import { unblockUser } from '../actions/unblock_user.js'
import { refusal } from './refusal.js'

/* Blocking (issue 14 §1 "a user can block another (no messages either way)"). */
export default class BlocksController {
  /** POST /messages/blocks/:userId */
  async store(ctx: HttpContext) {
    return this.change(ctx, blockUser, true)
  }

  /** DELETE /messages/blocks/:userId */
  async destroy(ctx: HttpContext) {
    return this.change(ctx, unblockUser, false)
  }

  private async change(ctx: HttpContext, action: (userId: number, otherId: number) => Promise<void>, blocked: boolean) {
    const viewer = ctx.auth.user as User
    const other = await User.find(ctx.params.userId)
    const verdict = await ctx.bouncer.with(ConversationPolicy).execute('block', other)
    if (!verdict.authorized) return refusal(ctx, verdict.message, verdict.status ?? 403)
    await action(viewer.id, other!.id)
    return ctx.response.ok({ blocked })
  }
}
