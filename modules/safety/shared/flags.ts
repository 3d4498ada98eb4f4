/* Content flags' statuses and the texts both sides show (spec 001 §3.4 content_flag). */
export const CONTENT_FLAG_STATUSES = ['open', 'upheld', 'dismissed'] as const
export type ContentFlagStatus = (typeof CONTENT_FLAG_STATUSES)[number]

export const REVIEW_OUTCOMES = ['upheld', 'dismissed'] as const
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number]

export const REPORT_DETAILS_MAX = 1000
export const REVIEW_NOTE_MAX = 1000
/** Reports a user may send per hour (POST /reports/content). */
export const REPORTS_PER_HOUR = 10

export const SAFETY_MESSAGES = {
  thanks: 'Thanks for telling us. Our safety team will review this.',
  hiddenWhileReviewed: 'This will be hidden from everyone while our safety team reviews it.',
  reviewedFirst: 'Our safety team looks at reports like this one first.',
  getHelpNow: 'If someone is in danger right now, contact local emergency services or a crisis line in your country.',
  rateLimited: 'You have sent a lot of reports in the last hour. Please wait a while before sending another.',
  chooseReason: 'Choose a reason.',
  detailsTooLong: `Please keep the details under ${REPORT_DETAILS_MAX} characters.`,
  alreadyReviewed: 'This report has already been reviewed.',
} as const
