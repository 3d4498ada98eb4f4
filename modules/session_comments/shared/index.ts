import { findContactDetails, type ContactDetailKind } from '#modules/safety/shared/index'

/*
 * The isomorphic rules of session comments (server and browser): the length limit, the sentences
 * people read, the masking of contact details (message_safe) and the hold rule (issue 13 §4 ★).
 */
export const MAX_COMMENT_LENGTH = 1000
/** Posting is throttled per person like messaging's sends (README "Decisions"). */
export const COMMENTS_PER_MINUTE = 5
/** Newest comments shown on a session page. */
export const COMMENTS_SHOWN = 50
export const ADMIN_PAGE_SIZE = 25

export const COMMENT_MESSAGES = {
  empty: 'Write a comment first.',
  tooLong: `A comment can be at most ${MAX_COMMENT_LENGTH} characters.`,
  notParticipant: "Only the session's learners and hosts can comment.",
  tooMany: 'You are commenting too fast. Please wait a minute and try again.',
  posted: 'Comment posted.',
  held: 'Your comment is held for review because it contains contact details (a phone number, e-mail address, social handle or chat link). Learners under 18 and adults do not share contact details here. A moderator will look at it.',
  hidden: 'Comment hidden.',
  alreadyHidden: 'This comment is already hidden.',
  unhidden: 'Comment shown again.',
  notHidden: 'This comment is not hidden.',
  hiddenByModerator: 'Hidden by a moderator',
  heldForReview: 'Held for review',
} as const

/** The 'moderation.action' events of this module (for the admin module's staff audit log). */
export const SESSION_COMMENT_MODERATION_ACTIONS = ['session_comment.hide', 'session_comment.unhide'] as const

export const MASK = '[contact details removed]'

/** The text with every contact detail replaced by MASK (spec 001 §3.3 message_safe). */
export function maskContactDetails(text: string): string {
  const found = findContactDetails(text)
  if (found.length === 0) return text
  // Longest first, so a detail inside a longer one (an e-mail's name part) is masked whole.
  const matches = [...new Set(found.map((detail) => detail.match))].sort((a, b) => b.length - a.length)
  let safe = text
  for (const match of matches) safe = safe.split(match).join(MASK)
  return safe
}

export type Party = { adult: boolean; staff: boolean }

/**
 * Issue 13 §4 ★: the kinds of contact details that hold a comment — those in a comment whose
 * writer and at least one other person of the session (its learners and hosts) stand on opposite
 * sides of the age line (staff count as adults). Empty: nothing to hold.
 */
export function heldContactKinds(writer: Party, others: Party[], text: string): ContactDetailKind[] {
  const adult = (party: Party) => party.adult || party.staff
  if (!others.some((other) => adult(other) !== adult(writer))) return []
  return [...new Set(findContactDetails(text).map((detail) => detail.kind))]
}

export type CommentState = 'visible' | 'held' | 'hidden'

/** Held: hidden automatically and waiting for review; hidden: a moderator (or safety's review) hid it. */
export function commentState(comment: { hiddenAt: unknown; heldAt: unknown; hiddenByUserId: number | null }): CommentState {
  if (comment.hiddenAt === null) return 'visible'
  return comment.heldAt !== null && comment.hiddenByUserId === null ? 'held' : 'hidden'
}
