import type { RichTextBlock } from './blocks.js'
import { FORM_MESSAGES } from './messages.js'

/*
 * INTERIM until branch i9-rich_text is merged: its shared surface (isRichTextEmpty,
 * validateRichText) replaces both functions.
 */
type Leaf = { text?: unknown; children?: unknown }

function isEmptyParagraph(node: Leaf & { type?: unknown }) {
  return node.type === 'paragraph' && Array.isArray(node.children) && node.children.every((child: Leaf) => child.text === '')
}

export function isRichTextUnanswered(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true
  const { serialization_method: method, content } = value as { serialization_method?: unknown; content?: unknown }
  if (method === 'plain_text') return typeof content !== 'string' || content.trim() === ''
  if (!Array.isArray(content)) return true
  return content.length === 0 || (content.length === 1 && isEmptyParagraph(content[0]))
}

export function richTextValueError(_block: RichTextBlock, value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return FORM_MESSAGES.invalid
  const { serialization_method: method, content } = value as { serialization_method?: unknown; content?: unknown }
  if (method === 'plain_text') return typeof content === 'string' ? null : FORM_MESSAGES.invalid
  return method === 'slate_json_v1' && Array.isArray(content) ? null : FORM_MESSAGES.invalid
}
