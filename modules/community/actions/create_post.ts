import db from '@adonisjs/lucid/services/db'
import type { User } from '#modules/identity/index'
import { attachUploads } from '#modules/uploads/index'
import type { RichTextContent } from '#modules/rich_text/index'
import Post, { freshPost } from '../models/post.js'
import type { Place } from '../policies/place_rules.js'
import type { PostType } from '../shared/values.js'
import { mentionedUserIds } from '../shared/text.js'
import { placeColumns } from '../post_links.js'
import { contactDetailKinds, holdForContactDetails } from './hold_for_contact_details.js'
import { ownImageIds } from '../queries/post_images.js'
import { mentionRecipients } from '../queries/mention_recipients.js'
import { notifyMentions } from '../mentions.js'
import { announcePost } from '../live.js'

export const IMAGES_NOT_YOURS = 'Images must be ones you uploaded here.'

export type NewPost = { author: User; place: Place; type: Exclude<PostType, 'comment'>; body: RichTextContent } | { author: User; place: Place; type: 'comment'; body: RichTextContent; parent: Post }

export type PostOutcome = { ok: true; post: Post } | { ok: false; message: string }

/**
 * A post (or a comment under one) in one transaction: the row, the parent's comment count, its
 * images attached to it (readable where the post is), and a notification for each mentioned
 * person who may see it. The place's open pages are told after the commit.
 * Contact details in it hold it for review instead (hold_for_contact_details.ts).
 */
export async function createPost(input: NewPost): Promise<PostOutcome> {
  const imageIds = await ownImageIds(input.author.id, input.body, null)
  if (imageIds === null) return { ok: false, message: IMAGES_NOT_YOURS }
  const parent = input.type === 'comment' ? input.parent : null
  const recipients = await mentionRecipients({ userId: input.author.id, status: 'published', hiddenAt: null }, input.place, mentionedUserIds(input.body))
  const heldFor = contactDetailKinds(input.body)
  const held = heldFor.length > 0
  const post = await db.transaction(async (trx) => {
    const created = await Post.create(
      freshPost({ ...placeColumns(input.place), type: input.type, userId: input.author.id, parentPostId: parent?.id ?? null, body: input.body }),
      { client: trx }
    )
    if (parent) await Post.query({ client: trx }).where('id', parent.id).increment('comment_count', 1)
    await attachUploads(imageIds, { type: 'post', id: created.id }, { client: trx })
    if (held) {
      await holdForContactDetails(created, input.place, heldFor, trx)
    } else {
      await notifyMentions(created, input.place, input.author.displayName, recipients, { client: trx })
    }
    return created
  })
  if (!held) announcePost(input.place, post, 'posted')
  return { ok: true, post }
}
