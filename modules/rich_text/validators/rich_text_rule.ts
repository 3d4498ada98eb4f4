import vine from '@vinejs/vine'
import logger from '@adonisjs/core/services/logger'
import { validateRichText, type RichTextVariant } from '../shared/index.js'

/**
 * VineJS rule for a stored rich text field (spec 001 §3.8): the shared schema (allowed nodes and
 * attributes, link rules, our own images, size limits). A `{host}` link is also logged (spec 000
 * §2.1). Use it as `richTextField({ variant: 'simple' })` or `vine.any().use(richTextRule({}))`;
 * the validated value is the document object.
 */
export const richTextRule = vine.createRule((raw: unknown, options: { variant?: RichTextVariant }, field) => {
  if (!field.isValid) return
  const value = typeof raw === 'string' ? parsed(raw) : withEmptyStrings(raw)
  const { errors } = validateRichText(value, options)
  if (errors.length === 0) return field.mutate(value, field)
  if (errors.some((error) => error.includes('{host}'))) logger.warn({ field: field.getFieldPath() }, 'Rich text with a link beginning {host} refused')
  field.report(errors.slice(0, 3).join('. '), 'richText', field)
})

/** A document posted as its JSON text (serializeRichText), or the text itself when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The string slots that may legitimately be empty (a text leaf, an image's alt, plain text). */
const EMPTY_ALLOWED = new Set(['text', 'alt', 'content'])

/**
 * Over HTTP a document travels as its JSON text (serializeRichText): the body parser trims every
 * string of a JSON body and turns empty ones into null (config/bodyparser.ts), which would eat
 * the spaces between "a **bold** word". A document posted as an object anyway at least gets its
 * empty text leaves back (null → ''); its trimmed spaces are lost.
 */
function withEmptyStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withEmptyStrings)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inner === null && EMPTY_ALLOWED.has(key) ? '' : withEmptyStrings(inner)]))
}

/** A rich text field: an object checked by the shared schema. */
export function richTextField(options: { variant?: RichTextVariant } = {}) {
  return vine.any().use(richTextRule(options))
}
