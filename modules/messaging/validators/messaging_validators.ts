import vine from '@vinejs/vine'
import { CONTENT_FLAG_STATUSES } from '#modules/safety/shared/index'
import { isRichTextEmpty, richTextField, type RichTextContent } from '#modules/rich_text/index'
import { MESSAGING_MESSAGES } from '../shared/messages.js'

const notEmpty = vine.createRule((value: unknown, _options: undefined, field) => {
  if (!field.isValid) return
  if (isRichTextEmpty(value as RichTextContent)) field.report(MESSAGING_MESSAGES.empty, 'messageNotEmpty', field)
})

/* A message: the simple editor (images per the upload limits; rich text arrives as its JSON text). */
export const messageValidator = vine.create({
  body: richTextField({ variant: 'simple' }).use(notEmpty()),
})

/* Start direct conversation (spec 002 §7: targetUserId). */
export const startDirectValidator = vine.create({
  targetUserId: vine.number().withoutDecimals().min(1).max(2_147_483_647),
})

/* Older messages: before this message id. */
export const olderMessagesValidator = vine.create({
  before: vine.number().withoutDecimals().min(1).max(2_147_483_647).optional(),
})

export const hideMessageValidator = vine.create({
  note: vine.string().trim().maxLength(500).optional(),
})

/** Muting a conversation: on or off. */
export const muteValidator = vine.create({
  muted: vine.boolean(),
})

/* The staff Messages page: which flags (open by default) and which page. */
export const staffMessagesValidator = vine.create({
  status: vine.enum(CONTENT_FLAG_STATUSES).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
