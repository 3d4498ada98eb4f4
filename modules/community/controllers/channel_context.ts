import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import type { User } from '#modules/identity/index'
import { locateChannel, locateChannelIn } from '../queries/places.js'
import { idParam } from './answers.js'

/** The channel of the address (a world's, or a global one under /community) with the viewer's standing; else the 404 page. */
export async function locateChannelFor(ctx: HttpContext, viewer: User | null) {
  const channelId = idParam(ctx.params.channelId)
  if (channelId === null) notFound(ctx)
  const slug = ctx.params.worldSlug
  const located = typeof slug === 'string' ? await locateChannelIn(slug, channelId, viewer) : await locateChannel(null, channelId, viewer)
  if (!located) notFound(ctx)
  return located
}
