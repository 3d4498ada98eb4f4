import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'
import { answerDenial, type User } from '#modules/identity/index'
import ChannelPolicy from '../policies/channel_policy.js'
import { locateChannelFor } from './channel_context.js'
import { channelPage } from '../queries/channel_page.js'
import { markChannelViewed } from '../actions/mark_channel_viewed.js'
import { setChannelNotifications } from '../actions/set_channel_notifications.js'
import { channelNotificationsValidator } from '../validators/post_validators.js'
import { idParam, pageParam } from './answers.js'

export default class ChannelsController {
  /** GET /w/:worldSlug/c/:channelId (and /community/c/:channelId): posts newest first, `?p=` opens one. */
  async show(ctx: HttpContext) {
    const viewer = (ctx.auth.user as User | undefined) ?? null
    const located = await locateChannelFor(ctx, viewer)
    const verdict = await ctx.bouncer.with(ChannelPolicy).execute('view', located)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const props = await channelPage(located, viewer, pageParam(ctx.request.qs().page), idParam(ctx.request.qs().p))
    if (viewer) await markChannelViewed(viewer.id, located.place.channel.id)
    return ctx.inertia.render('community/channel', props)
  }

  /** PUT .../c/:channelId/notifications — the text-notification toggle (stored for issue 14). */
  async notifications(ctx: HttpContext) {
    const viewer = ctx.auth.user as User
    const located = await locateChannelFor(ctx, viewer)
    const verdict = await ctx.bouncer.with(ChannelPolicy).execute('setNotifications', located)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { enabled } = await ctx.request.validateUsing(channelNotificationsValidator)
    await setChannelNotifications(viewer.id, located.place.channel.id, enabled)
    if (wantsJson(ctx)) return ctx.response.ok({ enabled })
    return ctx.response.redirect().back()
  }
}

