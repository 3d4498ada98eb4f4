/* Sentences both sides show. */

/** A post or comment with nothing in it (spec 001 §5.1: not empty or a single empty paragraph). */
export const EMPTY_POST_MESSAGE = 'Write something before posting.'
