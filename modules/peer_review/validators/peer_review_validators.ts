import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { AUDITOR_LEVELS, STAFF_SESSION_TAGS } from '../shared/index.js'

export const RECORDING_MESSAGES = {
  url: 'Enter the recording link: a full https:// address.',
  duplicate: 'This recording is already attached to the session.',
} as const

/* POST /tutor/peer-review/sessions/:id/recordings: a recording link (https only). */
export const recordingValidator = vine.create({
  url: vine
    .string()
    .trim()
    .maxLength(500)
    .url({ protocols: ['https'], require_protocol: true })
    .regex(/^https:\/\//i),
  /* A breakout room's recording: the room's title (issue 12 §3); none for the main room. */
  breakoutTitle: vine.string().trim().maxLength(100).optional(),
})

export const recordingMessages = new SimpleMessagesProvider({
  'url.required': RECORDING_MESSAGES.url,
  'url.url': RECORDING_MESSAGES.url,
  'url.regex': RECORDING_MESSAGES.url,
  'url.maxLength': 'Recording links are at most {{ max }} characters.',
  'breakoutTitle.maxLength': 'Keep the breakout room name to {{ max }} characters.',
})

/* POST /tutor/peer-review/audits/:id/reply: spec 001 §3.5 reply_comment and reply_rating. */
export const replyValidator = vine.create({
  comment: vine.string().trim().minLength(2).maxLength(2000),
  rating: vine.number().withoutDecimals().min(1).max(5),
})

/* POST /admin/peer-review/auditors/:id/notes: spec 001 §3.5 auditor_note. */
export const auditorNoteValidator = vine.create({
  note: vine.string().trim().minLength(3).maxLength(2000),
  newLevel: vine.enum(AUDITOR_LEVELS).optional(),
})

/* POST /admin/mentor/sessions/:id/{claim,resolve}: the mentor's comment (required to resolve). */
export const mentorClaimValidator = vine.create({ comment: vine.string().trim().maxLength(2000).optional() })
export const mentorResolveValidator = vine.create({ comment: vine.string().trim().minLength(3).maxLength(2000) })

/* GET /admin/tutors: search by name or username, and the page. */
export const tutorsFilterValidator = vine.create({
  q: vine.string().trim().maxLength(80).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})

/* GET /admin/peer-review?tutor=: the reviews of one tutor's sessions. */
export const reviewsFilterValidator = vine.create({
  tutor: vine.number().withoutDecimals().min(1).optional(),
})

export const FEATURE_MESSAGES = {
  commentKey: 'Choose a written comment of this review to feature.',
  namesLearner: 'This comment names a learner of the session: examples never show learners. Choose another comment.',
} as const

/* POST /admin/peer-review/reviews/:id/feature: which written comment is the example. */
export const featureValidator = vine.create({ commentKey: vine.string().trim().minLength(1).maxLength(80) })

/* POST /admin/peer-review/sessions/:id/tags and .../tags/remove: a tag staff set by hand, and an optional note. */
export const sessionTagValidator = vine.create({
  tag: vine.enum(STAFF_SESSION_TAGS),
  note: vine.string().trim().maxLength(1000).optional(),
})

export const sessionTagMessages = new SimpleMessagesProvider({
  'tag.required': 'Choose a tag: Auditor or Manual.',
  'tag.enum': 'Staff can set or clear the Auditor and Manual tags only.',
  'note.maxLength': 'Keep the note to {{ max }} characters.',
})

export const SESSION_TAG_MESSAGES = {
  alreadyTagged: 'This session already has that tag.',
  notTagged: 'This session does not have that tag.',
} as const
