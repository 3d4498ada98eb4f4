/* The value lists and rules of session feedback (spec 001 §5.3; spec 002 §9), for server and browser. */

/** spec 002 §9 "Feedback ratings: super helpful, helpful, not helpful". */
export const SESSION_RATINGS = [
  { value: 'super-helpful', label: 'Super helpful' },
  { value: 'helpful', label: 'Helpful' },
  { value: 'not-helpful', label: 'Not helpful' },
] as const
export type SessionRating = (typeof SESSION_RATINGS)[number]['value']

/** spec 002 §9 "Dialogue ratings: differing views, mostly agreed and explored, mostly agreed but struggled". */
export const DIALOGUE_RATINGS = [
  { value: 'differing-views', label: 'We had differing views' },
  { value: 'mostly-agreed-explored', label: 'We mostly agreed and explored the topic' },
  { value: 'mostly-agreed-struggled', label: 'We mostly agreed but struggled to go deeper' },
] as const
export type DialogueRating = (typeof DIALOGUE_RATINGS)[number]['value']

/** spec 002 §9 learner tags (the tags a learner gives a session): positive, then negative. */
export const POSITIVE_TAGS = ['friendly', 'fun', 'good-explanations', 'interactive', 'patient'] as const
export const NEGATIVE_TAGS = [
  'hard-to-understand',
  'moved-too-fast',
  'moved-too-slow',
  'not-interactive',
  'unfriendly',
  'wrong-content',
  'did-not-understand-material',
] as const
export type RatingTag = (typeof POSITIVE_TAGS)[number] | (typeof NEGATIVE_TAGS)[number]

/** The tags that fit a rating: the positive list for (super) helpful, the negative one for not helpful. */
export function tagsForRating(rating: SessionRating): readonly RatingTag[] {
  return rating === 'not-helpful' ? NEGATIVE_TAGS : POSITIVE_TAGS
}

export function tagLabel(tag: string): string {
  const words = tag.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** spec 002 §9 "NPS is asked when the learner's attended session count is 1, 3, 5, 7, 15 or 30". */
export const NPS_ATTENDED_COUNTS = [1, 3, 5, 7, 15, 30] as const
export function asksNps(attendedCount: number): boolean {
  return (NPS_ATTENDED_COUNTS as readonly number[]).includes(attendedCount)
}
export const NPS_MIN = 0
export const NPS_MAX = 10

/**
 * The NPS questions' own wording (spec silent). A program may word a series' question its own way
 * through the `feedback.npsQuestion` outlet (spec 002 §9, the SAT bootcamp's wording).
 */
export const DEFAULT_NPS_QUESTIONS = {
  learner: 'How likely are you to recommend Peerhaven to a friend?',
  tutor: 'How likely are you to recommend hosting a series on Peerhaven to another tutor?',
} as const

/**
 * spec 001 §5.3 "started within a lookahead window (minutes); ended within a past window (days)"
 * (values not shown). Decision: feedback is asked once the session started at least 10 minutes
 * ago (it may be asked in the last part of a session, never at its start) and until 14 days
 * after its end; later it is no longer asked.
 */
export const FEEDBACK_LOOKAHEAD_MINUTES = 10
export const FEEDBACK_PAST_WINDOW_DAYS = 14

/** spec 001 §4.6 "Feedback snooze allowed only within 7 days after session end"; decision: a snooze lasts a day. */
export const SNOOZE_WINDOW_DAYS = 7
export const SNOOZE_HOURS = 24

const DAY_MS = 24 * 60 * 60 * 1000

export function canSnoozeFeedback(sessionEnd: Date, now: Date): boolean {
  return now.getTime() - sessionEnd.getTime() <= SNOOZE_WINDOW_DAYS * DAY_MS
}

/** The prompt's title: spec 000 §2.4 "with a remaining count when more than one is pending". */
export function feedbackPromptTitle(remaining: number): string {
  return remaining > 1 ? `Share your feedback (${remaining} remaining)` : 'Share your feedback'
}

/**
 * Decision: a session is a dialogue when its world belongs to the Dialogues course (course slug
 * `dialogues`) or is the world with that slug; the dialogue variant of the form is shown then.
 */
export const DIALOGUE_SLUG = 'dialogues'

export const FEEDBACK_MESSAGES = {
  incomplete: 'Please fill out the required inputs and try again.',
  snoozeTooLate: 'You cannot snooze feedback after 7 days.',
} as const

export const COMMENT_MAX = 2000

/** Decision (spec 002 §9 "window, constants not shown"): the series NPS is asked for 14 days after the last session ended. */
export const SERIES_NPS_WINDOW_DAYS = 14
