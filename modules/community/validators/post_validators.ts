import vine from '@vinejs/vine'
import { isRichTextEmpty, richTextField, type RichTextContent } from '#modules/rich_text/index'
import { EMPTY_POST_MESSAGE } from '../shared/messages.js'

/** The body must say something (spec 001 §5.1: not empty or a single empty paragraph). */
const notEmpty = vine.createRule((value: unknown, _options: undefined, field) => {
  if (!field.isValid) return
  if (isRichTextEmpty(value as RichTextContent)) field.report(EMPTY_POST_MESSAGE, 'postNotEmpty', field)
})

/* A post: the full editor (headings, formulas, up to 5 images); an introduction or a user-post. */
export const postValidator = vine.create({
  body: richTextField({ variant: 'full' }).use(notEmpty()),
  type: vine.enum(['user-post', 'introduction'] as const).optional(),
})

/* A comment, or an edit of one: the simple editor. */
export const commentValidator = vine.create({
  body: richTextField({ variant: 'simple' }).use(notEmpty()),
})

/* An edit of a post (its type stays). */
export const postEditValidator = vine.create({
  body: richTextField({ variant: 'full' }).use(notEmpty()),
})

/* The channel's text-notification toggle. */
export const channelNotificationsValidator = vine.create({
  enabled: vine.boolean(),
})
