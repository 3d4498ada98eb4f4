/*
 * Learner feedback: a host's feedback on a learner who attended their session (spec 001 §3.4
 * learner_feedback: type, comment, attribute_tags). The spec names the fields, not their values:
 * the types, the tags and the window below are decisions (modules/feedback/README.md).
 */

/** Decision: three types. A concern is for staff; a safety issue also goes to the /report form. */
export const LEARNER_FEEDBACK_TYPES = [
  { value: 'positive', label: 'Positive', color: 'teal' },
  { value: 'constructive', label: 'Constructive', color: 'blue' },
  { value: 'concern', label: 'Concern', color: 'orange' },
] as const
export type LearnerFeedbackType = (typeof LEARNER_FEEDBACK_TYPES)[number]['value']
export const LEARNER_FEEDBACK_TYPE_VALUES: readonly LearnerFeedbackType[] = LEARNER_FEEDBACK_TYPES.map((type) => type.value)

/** Decision: the fixed list of attribute tags (any of them with any type; each at most once). */
export const LEARNER_ATTRIBUTE_TAGS = [
  { value: 'prepared', label: 'Came prepared' },
  { value: 'engaged', label: 'Engaged' },
  { value: 'asked-great-questions', label: 'Asked great questions' },
  { value: 'helped-peers', label: 'Helped peers' },
  { value: 'persistent', label: 'Kept trying' },
  { value: 'respectful', label: 'Respectful' },
  { value: 'needed-more-support', label: 'Needed more support' },
  { value: 'distracted', label: 'Distracted' },
] as const
export type LearnerAttributeTag = (typeof LEARNER_ATTRIBUTE_TAGS)[number]['value']
export const LEARNER_ATTRIBUTE_TAG_VALUES: readonly LearnerAttributeTag[] = LEARNER_ATTRIBUTE_TAGS.map((tag) => tag.value)

/** The label of a stored type or tag (the value itself when unknown). */
export function learnerFeedbackTypeLabel(value: string): string {
  return LEARNER_FEEDBACK_TYPES.find((type) => type.value === value)?.label ?? value
}
export function learnerAttributeTagLabel(value: string): string {
  return LEARNER_ATTRIBUTE_TAGS.find((tag) => tag.value === value)?.label ?? value
}

/**
 * Decision: a host gives learner feedback once the roster is confirmed and until 14 days after
 * the session's end (the learners' own feedback window, FEEDBACK_PAST_WINDOW_DAYS).
 */
export const LEARNER_FEEDBACK_WINDOW_DAYS = 14

/** Decision: a concern earns the learner no "received" point (it is not good news, and staff act on it). */
export function earnsReceivedPoint(type: LearnerFeedbackType): boolean {
  return type !== 'concern'
}

/**
 * Decision: staff may show a positive or constructive feedback to its learner (spec 001 §3.4
 * learner_feedback_featured), never a concern: a concern is for staff to act on.
 */
export function mayBeShownToLearner(type: string): boolean {
  return type === 'positive' || type === 'constructive'
}

export const LEARNER_FEEDBACK_MESSAGES = {
  hostAbsent: 'Only a host marked present on the roster can give feedback on its learners.',
  notConfirmed: 'Confirm the attendance of this session first.',
  closed: `Feedback on learners can be given until ${LEARNER_FEEDBACK_WINDOW_DAYS} days after the session.`,
  canceled: 'This session was canceled.',
  notPresent: 'You can only give feedback on a learner marked present in this session.',
  alreadyGiven: 'You already gave feedback on this learner for this session.',
  type: 'Choose positive, constructive or concern.',
  tag: 'Choose tags from the list.',
  comment: 'Please write at most {{ max }} characters.',
  given: 'Thank you! Your feedback on the learner is saved.',
  concernNotShown: 'A concern is for staff only: it cannot be shown to the learner.',
  featured: 'Shown to the learner.',
  unfeatured: 'No longer shown to the learner.',
} as const
