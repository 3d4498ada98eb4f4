/* spec 001 §3.2 conversation.type (issue 14 §1 "direct, session group, series group, one-on-one-request, staff"). */
export const CONVERSATION_TYPES = ['direct', 'session', 'series', 'one-on-one-request', 'staff'] as const
export type ConversationType = (typeof CONVERSATION_TYPES)[number]

/** Conversations listed per inbox page, and messages per page of a conversation. */
export const INBOX_SIZE = 50
export const MESSAGES_PAGE_SIZE = 30
/** Direct conversations a person may start per hour (issue 14 §1 "rate-limited"). */
export const STARTS_PER_HOUR = 20
/** Messages a person may send per minute. */
export const SENDS_PER_MINUTE = 30
export const EXCERPT_LENGTH = 200
/** A writer may edit their message this long after sending it (decision; history kept for moderators). */
export const EDIT_WINDOW_MINUTES = 15

/** Staff actions on messages, as the 'moderation.action' event and the staff audit log name them. */
export const MESSAGING_MODERATION_ACTIONS = ['message.hidden', 'conversation.reviewed'] as const
export type MessagingModerationAction = (typeof MESSAGING_MODERATION_ACTIONS)[number]
