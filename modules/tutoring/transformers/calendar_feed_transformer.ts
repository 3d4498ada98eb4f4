import { BaseTransformer } from '@adonisjs/core/transformers'
import type CalendarFeed from '../models/calendar_feed.js'
import { calendarFeedUrl } from '../queries/calendar_feeds.js'

/** A person's private calendar feed: its address (the secret) and when it was made. */
export default class CalendarFeedTransformer extends BaseTransformer<CalendarFeed> {
  toObject() {
    return { url: calendarFeedUrl(this.resource.token), createdAt: this.resource.createdAt.toISO()! }
  }
}
