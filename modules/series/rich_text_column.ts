import { column } from '@adonisjs/lucid/orm'
import type { RichTextContent } from '#modules/rich_text/index'

/*
 * A stored rich text object (spec 001 §3.8) kept as JSON text in a nullable column. Text that is
 * not a stored object (older rows written as plain text) reads as plain_text, never as HTML.
 */
export function richTextColumn() {
  return column({
    prepare: (value: RichTextContent | null | undefined) => (value ? JSON.stringify(value) : null),
    consume: (value: unknown): RichTextContent | null => {
      if (value === null || value === undefined || value === '') return null
      if (typeof value === 'object') return value as RichTextContent
      const text = String(value)
      try {
        const parsed = JSON.parse(text) as RichTextContent
        if (parsed && typeof parsed === 'object' && 'serialization_method' in parsed) return parsed
      } catch {
        // plain text below
      }
      return { serialization_method: 'plain_text', content: text }
    },
  })
}
