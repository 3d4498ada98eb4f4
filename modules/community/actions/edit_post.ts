import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import { attachUploads } from '#modules/uploads/index'
import type { RichTextContent } from '#modules/rich_text/index'
import type Post from '../models/post.js'
import PostEvent from '../models/post_event.js'
import type { Place } from '../policies/place_rules.js'
import { excerptOf, mentionedUserIds } from '../shared/text.js'
import { ownImageIds } from '../queries/post_images.js'
import { mentionRecipients } from '../queries/mention_recipients.js'
import { notifyMentions } from '../mentions.js'
import { announcePost } from '../live.js'
import { contactDetailKinds, holdForContactDetails } from './hold_for_contact_details.js'
import { IMAGES_NOT_YOURS, type PostOutcome } from './create_post.js'

/**
 * An author's edit: the body before it goes into the post's history (an `edited` post_event,
 * collapsible: a minor event), the post gets the new body and last_edited_at, new images are
 * attached, and people mentioned for the first time are told. An edit that adds contact details
 * holds the post for review like a new one (hold_for_contact_details.ts).
 */
export async function editPost(author: User, post: Post, place: Place, body: RichTextContent): Promise<PostOutcome> {
  const imageIds = await ownImageIds(author.id, body, post.id)
  if (imageIds === null) return { ok: false, message: IMAGES_NOT_YOURS }
  const before = new Set(mentionedUserIds(post.body))
  const recipients = await mentionRecipients(post, place, mentionedUserIds(body).filter((id) => !before.has(id)))
  const heldFor = contactDetailKinds(body)
  await db.transaction(async (trx) => {
    await PostEvent.create(
      { postId: post.id, userId: author.id, type: 'edited', body: post.body, attachmentUrls: post.attachmentUrls, isCollapsible: true, hiddenAt: null },
      { client: trx }
    )
    post.useTransaction(trx)
    post.merge({ body, excerpt: excerptOf(body), lastEditedAt: DateTime.utc() })
    await post.save()
    await attachUploads(imageIds, { type: 'post', id: post.id }, { client: trx })
    if (heldFor.length > 0) await holdForContactDetails(post, place, heldFor, trx)
    else await notifyMentions(post, place, author.displayName, recipients, { client: trx })
  })
  if (heldFor.length === 0) announcePost(place, post, 'edited')
  return { ok: true, post }
}
