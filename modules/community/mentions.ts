import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notify, registerNotificationKind } from '#modules/notifications/index'
import type Post from './models/post.js'
import type { Place } from './policies/place_rules.js'
import { postHref } from './post_links.js'

/** The notification key of a mention (interfaces: payload { actorName, excerpt, href }). */
export const MENTION_KEY = 'post.mention'

/** Registered once when the surface loads: "Ada mentioned you: “…”" linking to the post. */
export function registerMentionKind() {
  registerNotificationKind(MENTION_KEY, {
    describe(notification) {
      const { actorName, excerpt, href } = notification.payload
      if (typeof actorName !== 'string' || typeof href !== 'string') return null
      const quote = typeof excerpt === 'string' && excerpt.length > 0 ? `: “${excerpt}”` : ''
      return { text: `${actorName} mentioned you${quote}`, href }
    },
  })
}

/** Tells each recipient, inside the writer's transaction (notify skips the author themselves). */
export async function notifyMentions(post: Post, place: Place, actorName: string, recipients: number[], { client }: { client: TransactionClientContract }) {
  const payload = { actorName, excerpt: post.excerpt.slice(0, 120), href: postHref(post, place) }
  for (const userId of recipients) {
    await notify({ key: MENTION_KEY, userId, relatedUserId: post.userId, worldId: post.worldId, sessionId: post.sessionId, seriesId: post.seriesId, postId: post.id, payload }, { client })
  }
}
