import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { COMMENT_MESSAGES, MAX_COMMENT_LENGTH } from '../shared/index.js'

export const commentMessages = new SimpleMessagesProvider(
  {
    'message.required': COMMENT_MESSAGES.empty,
    'message.string': COMMENT_MESSAGES.empty,
    'message.minLength': COMMENT_MESSAGES.empty,
    'message.maxLength': COMMENT_MESSAGES.tooLong,
  },
  {}
)

/* A comment: plain text, trimmed, 1 to MAX_COMMENT_LENGTH characters. */
export const commentValidator = vine.create({
  message: vine.string().trim().minLength(1).maxLength(MAX_COMMENT_LENGTH),
})

/* GET /admin/comments/sessions?filter=&page= (a malformed value falls back to the default). */
export const adminListValidator = vine.create({
  filter: vine.enum(['all', 'held', 'hidden'] as const).optional(),
  page: vine.number().withoutDecimals().range([1, 100_000]).optional(),
})
