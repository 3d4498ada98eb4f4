/*
 * World moderation and post feedback (issue 10 §2): the actions a moderator takes, as the
 * 'moderation.action' event and the staff audit log name them, and the post feedback scale.
 */
export const MODERATION_ACTIONS = [
  'post.hidden',
  'post.unhidden',
  'post.pinned',
  'post.unpinned',
  'post.flags.upheld',
  'post.flags.dismissed',
  'channel.created',
  'channel.updated',
  'channel.archived',
  'channel.unarchived',
  'channel.reordered',
] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** Filters of the moderator's posts page. */
export const MODERATED_POST_FILTERS = ['all', 'hidden', 'pinned'] as const
export type ModeratedPostFilter = (typeof MODERATED_POST_FILTERS)[number]

/** Channel fields' limits (the columns of channels). */
export const CHANNEL_TITLE_MAX = 80
export const CHANNEL_DESCRIPTION_MAX = 500
export const MODERATION_NOTE_MAX = 500

/*
 * post_feedback.rating (spec 001 §3.2 gives the column, not the scale). Decision: 1 to 5, worded
 * for the author who reads it.
 */
export const POST_FEEDBACK_RATINGS = [
  { value: 1, label: 'Needs work' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very good' },
  { value: 5, label: 'Excellent' },
] as const
export const POST_FEEDBACK_NOTE_MAX = 2000

export function postFeedbackRatingLabel(rating: number): string {
  return POST_FEEDBACK_RATINGS.find((entry) => entry.value === rating)?.label ?? String(rating)
}
