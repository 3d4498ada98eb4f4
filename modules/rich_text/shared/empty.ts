import { isTextLeaf, type RichTextContent } from './content.js'

/**
 * spec 001 §5.1: required rich text "must not be empty or a single empty paragraph". A paragraph
 * holding only blank text counts as empty (typed text is trimmed); one holding a mention,
 * formula or other element does not.
 */
export function isRichTextEmpty(value: RichTextContent | null | undefined): boolean {
  if (!value) return true
  if (value.serialization_method !== 'slate_json_v1') return typeof value.content !== 'string' || value.content.trim() === ''
  const nodes: unknown = value.content
  if (!Array.isArray(nodes) || nodes.length === 0) return true
  if (nodes.length > 1) return false
  const [only] = nodes
  return (
    only?.type === 'paragraph' &&
    Array.isArray(only.children) &&
    only.children.every((child: unknown) => isTextLeaf(child) && child.text.trim() === '')
  )
}
