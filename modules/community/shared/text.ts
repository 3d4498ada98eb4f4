import type { RichTextContent, SlateNode } from '#modules/rich_text/shared/index'
import { EXCERPT_LENGTH } from './values.js'

type Walkable = { text?: unknown; type?: unknown; children?: unknown; displayName?: unknown; userId?: unknown }

function walk(nodes: readonly SlateNode[], visit: (node: Walkable) => void) {
  for (const node of nodes as readonly Walkable[]) {
    if (typeof node !== 'object' || node === null) continue
    visit(node)
    if (Array.isArray(node.children)) walk(node.children as SlateNode[], visit)
  }
}

/**
 * The first characters of a post's text (lists, subject titles, notifications): text leaves and
 * mentioned names (unless `mentions: false`: an @name is not a chat handle), blocks separated by a
 * space, whitespace collapsed.
 */
export function excerptOf(body: RichTextContent, length = EXCERPT_LENGTH, { mentions = true } = {}): string {
  let text = ''
  if (body.serialization_method === 'plain_text') text = body.content
  else if (body.serialization_method === 'slate_json_v1' && Array.isArray(body.content)) {
    const parts: string[] = []
    walk(body.content, (node) => {
      if (typeof node.text === 'string') parts.push(node.text)
      else if (node.type === 'mention' && typeof node.displayName === 'string') parts.push(mentions ? `@${node.displayName}` : ' ')
      else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'list-item') parts.push(' ')
      else if (node.type === 'image') parts.push(' [image] ')
    })
    text = parts.join('')
  }
  const collapsed = text.replace(/\s+/g, ' ').trim()
  return collapsed.length <= length ? collapsed : `${collapsed.slice(0, length - 1).trimEnd()}…`
}

/** The people a document mentions (distinct user ids, in order). */
export function mentionedUserIds(body: RichTextContent): number[] {
  if (body.serialization_method !== 'slate_json_v1' || !Array.isArray(body.content)) return []
  const ids = new Set<number>()
  walk(body.content, (node) => {
    if (node.type === 'mention' && Number.isSafeInteger(node.userId)) ids.add(node.userId as number)
  })
  return [...ids]
}
