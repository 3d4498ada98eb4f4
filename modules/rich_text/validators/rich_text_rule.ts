import vine from '@vinejs/vine'
import logger from '@adonisjs/core/services/logger'
import { validateRichText, type RichTextVariant } from '../shared/index.js'

/**
 * VineJS rule for a stored rich text field (spec 001 §3.8): the shared schema (allowed nodes and
 * attributes, link rules, our own images, size limits). A `{host}` link is also logged (spec 000
 * §2.1). Use it as `richTextField({ variant: 'simple' })` or `vine.any().use(richTextRule({}))`.
 */
export const richTextRule = vine.createRule((value: unknown, options: { variant?: RichTextVariant }, field) => {
  if (!field.isValid) return
  const { errors } = validateRichText(value, options)
  if (errors.length === 0) return
  if (errors.some((error) => error.includes('{host}'))) logger.warn({ field: field.getFieldPath() }, 'Rich text with a link beginning {host} refused')
  field.report(errors.slice(0, 3).join('. '), 'richText', field)
})

/** A rich text field: an object checked by the shared schema. */
export function richTextField(options: { variant?: RichTextVariant } = {}) {
  return vine.any().use(richTextRule(options))
}
