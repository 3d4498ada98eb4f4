import { EDIT_WINDOW_MINUTES } from './values.js'

/* What people read (issue 14 §1; the spec gives no wording for these). */
export const MESSAGING_MESSAGES = {
  cannotMessage: "You can't message this person.",
  cannotLeave: 'Only group conversations can be left. To stop a conversation with one person, block them.',
  notYourself: "You can't start a conversation with yourself.",
  heldForReview:
    'Your message is held for review: it looks like it contains contact details (a phone number, e-mail address, social handle or chat link). Our safety team will look at it before it is delivered.',
  empty: 'Please write a message.',
  imagesNotYours: 'Images must be ones you uploaded here.',
  tooManyStarts: 'You have started many conversations in a short time. Please wait a while and try again.',
  tooManySends: 'You are sending messages very fast. Please wait a minute and try again.',
  editWindowOver: `Messages can be edited for ${EDIT_WINDOW_MINUTES} minutes after sending.`,
  notYourMessage: 'You can edit only your own messages.',
  editNotNow: 'This message is being reviewed or was hidden, so it can no longer be edited.',
  removed: 'This message was removed by a moderator.',
  blocked: 'You blocked this person. Unblock them to send messages.',
} as const
