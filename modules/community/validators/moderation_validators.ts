import vine from '@vinejs/vine'
import { MODERATED_POST_FILTERS, MODERATION_NOTE_MAX, PINNED_SCOPES } from '../shared/index.js'

/* Hide, unhide, uphold or dismiss: an optional note for the log. */
export const moderationNoteValidator = vine.create({
  note: vine.string().trim().maxLength(MODERATION_NOTE_MAX).nullable().optional(),
})

/* POST /w/:worldSlug/moderator/posts/:postId/pin */
export const pinValidator = vine.create({
  scope: vine.enum(PINNED_SCOPES),
})

/* POST /w/:worldSlug/moderator/reports/:postId — keep it hidden (uphold) or restore it (dismiss). */
export const reportReviewValidator = vine.create({
  outcome: vine.enum(['upheld', 'dismissed'] as const),
  note: vine.string().trim().maxLength(MODERATION_NOTE_MAX).nullable().optional(),
})

/** The posts page's filter from the query string (a malformed value is the default). */
export function moderatedPostFilter(value: unknown) {
  return MODERATED_POST_FILTERS.find((filter) => filter === value) ?? 'all'
}
