import type { RichTextContent, SlateNode } from '#modules/rich_text/shared/index'
import { EXCERPT_LENGTH } from './values.js'

type Walkable = { text?: unknown; type?: unknown; url?: unknown; children?: unknown; displayName?: unknown }

/**
 * A message's text for previews and for contact-detail detection: text leaves, mentioned names
 * and link addresses (a chat link hidden behind harmless words is still a chat link), blocks
 * separated by spaces. Detection leaves mentions out (`mentions: false`): a mention is a person
 * of this platform, not a handle elsewhere.
 */
export function messageText(body: RichTextContent, { mentions = true } = {}): string {
  if (body.serialization_method === 'plain_text') return body.content
  if (body.serialization_method !== 'slate_json_v1' || !Array.isArray(body.content)) return ''
  const parts: string[] = []
  const visit = (nodes: readonly SlateNode[]) => {
    for (const node of nodes as readonly Walkable[]) {
      if (typeof node !== 'object' || node === null) continue
      if (typeof node.text === 'string') parts.push(node.text)
      else if (node.type === 'mention' && typeof node.displayName === 'string') parts.push(mentions ? `@${node.displayName}` : ' ')
      else if (node.type === 'image') parts.push(' [image] ')
      else parts.push(' ')
      if (Array.isArray(node.children)) visit(node.children as SlateNode[])
      if (node.type === 'link' && typeof node.url === 'string') parts.push(` ${node.url} `)
    }
  }
  visit(body.content)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** The first characters of a message's text (inbox previews, reports). */
export function messageExcerpt(body: RichTextContent): string {
  const text = messageText(body)
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`
}
