import vine from '@vinejs/vine'
import { MENTION_RULES } from '../shared/index.js'

/** GET /rich-text/mentions?within=world:12&q=ann — suggestions start at 3 characters (spec 001 §5.2). */
export const mentionSearchValidator = vine.create({
  within: vine.string().regex(/^[a-z][a-z0-9_.]*:[1-9][0-9]{0,15}$/),
  q: vine.string().trim().minLength(MENTION_RULES.minQueryLength).maxLength(50),
})

/** "world:12" → { type: 'world', id: 12 } (the validator has checked the shape). */
export function subjectOf(within: string) {
  const [type, id] = within.split(':')
  return { type, id: Number(id) }
}
