import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm, wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { WorldTransformer } from '#modules/worlds/index'
import { archiveChannel } from '../actions/archive_channel.js'
import { createChannel } from '../actions/create_channel.js'
import { reorderChannels } from '../actions/reorder_channels.js'
import { unarchiveChannel } from '../actions/unarchive_channel.js'
import { updateChannel } from '../actions/update_channel.js'
import WorldModerationPolicy from '../policies/world_moderation_policy.js'
import { findWorldChannel, worldChannels } from '../queries/moderation.js'
import ModeratedChannelTransformer from '../transformers/moderated_channel_transformer.js'
import { channelOrderValidator, channelValidator } from '../validators/channel_validators.js'
import { answerAction, idParam, moderatorFrame, worldFromRoute } from './moderation_context.js'

/* /w/:worldSlug/moderator/channels: create, edit, order, archive a world's channels (issue 10 §2). */
export default class ModeratorChannelsController {
  /** GET /w/:worldSlug/moderator/channels */
  async index(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    return ctx.inertia.render('community/moderator_channels', {
      world: WorldTransformer.transform(world),
      channels: ModeratedChannelTransformer.transform(await worldChannels(world)),
      ...moderatorFrame(world),
    })
  }

  /** POST /w/:worldSlug/moderator/channels */
  async store(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const input = await ctx.request.validateUsing(channelValidator)
    const channel = await createChannel(world, input, ctx.auth.user!.id)
    if (wantsJson(ctx)) return ctx.response.created({ id: channel.id })
    ctx.session.flash('success', `The channel “${channel.title}” was created.`)
    return ctx.response.redirect().back()
  }

  /** The channel named by :channelId, once the viewer may manage it (404 otherwise, or the denial). */
  private async managed(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const channel = await findWorldChannel(world, idParam(ctx, 'channelId'))
    if (!channel) notFound(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('manageChannel', world, channel)
    return { channel, verdict }
  }

  /** PUT /w/:worldSlug/moderator/channels/:channelId */
  async update(ctx: HttpContext) {
    const { channel, verdict } = await this.managed(ctx)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const input = await ctx.request.validateUsing(channelValidator)
    await updateChannel(channel, input, ctx.auth.user!.id)
    return answerAction(ctx, true, 'The channel was saved.', '', { id: channel.id })
  }

  /** POST /w/:worldSlug/moderator/channels/:channelId/archive */
  async archive(ctx: HttpContext) {
    const { channel, verdict } = await this.managed(ctx)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const changed = await archiveChannel(channel, ctx.auth.user!.id)
    return answerAction(ctx, changed, 'Archived: the channel is read-only and out of the lists.', 'It was already archived.', { archived: true })
  }

  /** POST /w/:worldSlug/moderator/channels/:channelId/unarchive */
  async unarchive(ctx: HttpContext) {
    const { channel, verdict } = await this.managed(ctx)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const changed = await unarchiveChannel(channel, ctx.auth.user!.id)
    return answerAction(ctx, changed, 'The channel is back in use.', 'It was not archived.', { archived: false })
  }

  /** PUT /w/:worldSlug/moderator/channels/order — every channel of the world, in the new order. */
  async reorder(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { channelIds } = await ctx.request.validateUsing(channelOrderValidator)
    if (!(await reorderChannels(world, channelIds, ctx.auth.user!.id))) {
      return refuseForm(ctx, { channelIds: 'The channels changed meanwhile. Reload the page and try again.' })
    }
    return answerAction(ctx, true, 'The new order was saved.', '')
  }
}
