/* The value lists of community (spec 001 §3.2; spec 002 §9), for the server and the browser. */

/** spec 001 §3.2 post.type: a comment sits one level under a user-post or an introduction. */
export const POST_TYPES = ['user-post', 'comment', 'introduction'] as const
export type PostType = (typeof POST_TYPES)[number]

/** spec 002 §9 "Post types counted: user-post, introduction". */
export const COUNTED_POST_TYPES = ['user-post', 'introduction'] as const satisfies readonly PostType[]

/** spec 002 §9 "Post count window 7 days". */
export const POST_COUNT_WINDOW_DAYS = 7

/** Decision: published, or deleted by its author (kept for the history; shown to nobody). Hiding is hidden_at. */
export const POST_STATUSES = ['published', 'deleted'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** spec 001 §3.2 post.pinned_scope. */
export const PINNED_SCOPES = ['channel', 'world'] as const
export type PinnedScope = (typeof PINNED_SCOPES)[number]

/** spec 002 §9 "Channel visibility: public, private". */
export const CHANNEL_VISIBILITIES = ['public', 'private'] as const
export type ChannelVisibility = (typeof CHANNEL_VISIBILITIES)[number]

/** Decision: what a channel is for (introductions channels take introductions). */
export const CHANNEL_TYPES = ['discussion', 'questions', 'introductions', 'announcements'] as const
export type ChannelType = (typeof CHANNEL_TYPES)[number]

/**
 * post_event.type: the append-only history of a post. Minor events are collapsible (shown folded
 * in the history). Moderation adds its own types to this list.
 */
export const POST_EVENT_TYPES = [
  'edited',
  'deleted',
  'hidden',
  'unhidden',
  'hidden-pending-review',
  'restored',
  'pinned',
  'unpinned',
  // Moderation: someone reported it (safety's content flag), a moderator closed its reports.
  'reported',
  'reports-upheld',
  'reports-dismissed',
] as const
export type PostEventType = (typeof POST_EVENT_TYPES)[number]

/** spec 000 §6.4: the one message for an edit that is not allowed now. */
export const EDIT_BLOCKED_MESSAGE = 'Oops! You cannot edit this content right now.'

/** spec 001 §5.2: at most 5 editor images in a post or comment. */
export const MAX_POST_IMAGES = 5

/** Characters of a post's text kept as its excerpt (lists, subjects, notifications). */
export const EXCERPT_LENGTH = 200
