import vine from '@vinejs/vine'
import { richTextField } from './rich_text_rule.js'

/** POST /rich-text/check: one full-variant document, checked as it would be stored. */
export const richTextCheckValidator = vine.create({
  content: richTextField({ variant: 'full' }),
})

/** ?within=world:12 — whose people the page's editor offers for mentions. */
export const mentionsWithinValidator = vine.create({
  within: vine.string().regex(/^[a-z][a-z0-9_.]*:[1-9][0-9]{0,15}$/).optional(),
})
