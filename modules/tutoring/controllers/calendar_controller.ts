import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '#modules/identity/index'
import { rotateCalendarFeed } from '../actions/rotate_calendar_feed.js'
import { revokeCalendarFeeds } from '../actions/revoke_calendar_feeds.js'
import { activeCalendarFeed, calendarFeedUrl, feedOwner } from '../queries/calendar_feeds.js'
import CalendarFeedTransformer from '../transformers/calendar_feed_transformer.js'
import { buildCalendar } from '../queries/calendar.js'
import { done } from './respond.js'
import { notFound } from '#app/support/http'

export default class CalendarController {
  /** GET /calendar/:file — the private feed, no login; an unknown or revoked token is a 404. */
  async feed(ctx: HttpContext) {
    const file = String(ctx.params.file ?? '')
    if (!file.endsWith('.ics')) return notFound(ctx)
    const owner = await feedOwner(file.slice(0, -'.ics'.length))
    if (!owner) return notFound(ctx)
    const body = await buildCalendar(owner)
    ctx.response.header('Content-Type', 'text/calendar; charset=utf-8')
    ctx.response.header('Content-Disposition', 'inline; filename="peerhaven.ics"')
    ctx.response.header('Cache-Control', 'private, no-store')
    ctx.response.header('Referrer-Policy', 'no-referrer')
    ctx.response.header('X-Robots-Tag', 'noindex, nofollow')
    return ctx.response.send(body)
  }

  /** GET /settings/calendar — where a member sees (and rotates or revokes) their feed URL. */
  async show(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    const feed = await activeCalendarFeed(viewer.user.id)
    return ctx.inertia.render('tutoring/calendar', { feed: feed ? CalendarFeedTransformer.transform(feed) : null })
  }

  /** POST /settings/calendar — create the feed, or replace it with a new secret URL. */
  async rotate(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    const feed = await rotateCalendarFeed(viewer.user.id)
    return done(ctx, 'Your calendar feed has a new private address.', '/settings/calendar', { feedUrl: calendarFeedUrl(feed.token) })
  }

  /** DELETE /settings/calendar — revoke: the old address stops working at once. */
  async revoke(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    await revokeCalendarFeeds(viewer.user.id)
    return done(ctx, 'Your calendar feed is turned off.', '/settings/calendar')
  }
}
