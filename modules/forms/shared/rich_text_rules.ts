import { isRichTextEmpty, isTextLeaf, validateRichText, type RichTextContent, type SlateNode } from '../../rich_text/shared/index.js'
import type { RichTextBlock } from './blocks.js'

/*
 * A rich-text block's value is a rich text object (modules/rich_text): it is unanswered when
 * empty or a single empty paragraph (spec 001 §5.1) and invalid when the rich text schema refuses
 * it. The message joins the first three problems, as rich_text's richTextRule reports them, so the
 * server (which runs that rule) and the browser word a refusal the same way.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

export function isRichTextUnanswered(value: unknown): boolean {
  return !isObject(value) || isRichTextEmpty(value as RichTextContent)
}

export function richTextValueError(block: RichTextBlock, value: unknown): string | null {
  const { errors } = validateRichText(value, { variant: block.variant })
  return errors.length === 0 ? null : errors.slice(0, 3).join('. ')
}

/** The characters a reader sees (text leaves), trimmed, for a block's minLength and maxLength. */
export function richTextLength(value: unknown): number {
  if (!isObject(value)) return 0
  if (value.serialization_method === 'plain_text') return typeof value.content === 'string' ? value.content.trim().length : 0
  let text = ''
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return
    for (const node of nodes as SlateNode[]) {
      if (isTextLeaf(node)) text += node.text
      else if (isObject(node)) walk(node.children)
    }
  }
  walk(value.content)
  return text.trim().length
}
