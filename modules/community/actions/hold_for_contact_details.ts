import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RichTextContent } from '#modules/rich_text/index'
import { flagContent } from '#modules/safety/index'
import { findContactDetails } from '#modules/safety/shared/index'
import type Post from '../models/post.js'
import PostEvent from '../models/post_event.js'
import type { Place } from '../policies/place_rules.js'
import { excerptOf } from '../shared/text.js'
import { postHref } from '../post_links.js'

/** The automatic hold's words in safety's queue. */
export const CONTACT_DETAILS_HOLD = 'Held automatically: contact details ({kinds}) in a post that learners under 18 can read.'

/** The kinds of contact details in a post's text (phone, email, handle, link), or none. */
export function contactDetailKinds(body: RichTextContent): string[] {
  return [...new Set(findContactDetails(excerptOf(body, Number.MAX_SAFE_INTEGER, { mentions: false })).map((found) => found.kind))]
}

/*
 * Contact details (phone numbers, e-mail addresses, chat handles and invite links: safety's
 * findContactDetails) in a post or comment hold it for review (issue 13 §4): worlds are open to
 * learners under 18, so the post is hidden from everyone but its author, nobody is notified or
 * told live, and a content flag (too personal, high) puts it in safety's queue; dismissing the
 * flag restores it (community's review path). Decision: in every world, whatever the author's
 * age — an adult's number in a room of minors is exactly what the rule is for. Inside the
 * writer's transaction, after the post row is written.
 */
export async function holdForContactDetails(post: Post, place: Place, kinds: string[], client: TransactionClientContract) {
  if (!post.hiddenAt) {
    post.useTransaction(client)
    post.merge({ hiddenAt: DateTime.utc() })
    await post.save()
  }
  await PostEvent.create({ postId: post.id, userId: null, type: 'hidden-pending-review', body: null, isCollapsible: false, hiddenAt: null }, { client })
  await flagContent(
    {
      subject: { type: 'post', id: post.id },
      // The author stands as reporter: the hold is automatic (the details say so).
      reporterId: post.userId,
      category: 'overly-personal-content',
      details: CONTACT_DETAILS_HOLD.replace('{kinds}', kinds.join(', ')),
      content: excerptOf(post.body),
      link: postHref(post, place),
    },
    { client }
  )
}
