import { createElement as h, Fragment, type ReactNode } from 'react'
import { TEXT_MARKS, type InlineNode, type RichTextContent, type SlateElement, type SlateNode, type SlateText, type TextMark } from './content.js'
import { uploadIdOfImageUrl } from './images.js'
import { RICH_TEXT_MESSAGES } from './limits.js'
import { isHostPlaceholderLink, isInternalUrl, normalizeLinkUrl } from './links.js'
import { templateLabel } from './templates.js'

/*
 * Stored rich text → React elements, straight from the node tree: no HTML string is ever built or
 * injected, so text and attributes reach the page only through React's escaping. Written with
 * createElement (not JSX) so the server can render it too (tests, later e-mails); the browser's
 * <RichTextView> passes KaTeX and the reader's time zone in as `parts`.
 *
 * Reading is defensive as well as validated on the way in: old or hand-made data may hold
 * anything, so each attribute is re-checked here (link rules, our own upload URLs only) and
 * unknown nodes are skipped. A raw_html or unknown serialization, or a string where the node
 * list is expected, shows the error text of spec 002 §8 and is logged.
 */

export type RenderParts = {
  math?: (latex: string, display: boolean) => ReactNode
  dateTime?: (iso: string) => ReactNode
  /** Where reading problems are reported (console.error by default). */
  log?: (message: string) => void
}

/** Deeper than any valid document (maxDepth 8): stops a hostile tree before the stack does. */
const MAX_RENDER_DEPTH = 32

const MARK_TAGS: Record<TextMark, string> = { bold: 'strong', italic: 'em', underline: 'u', strikethrough: 's', code: 'code' }

/** rel of every link a user wrote (spec 000 §2.1: ugc nofollow). */
export const USER_LINK_REL = 'ugc nofollow noopener'

class Reader {
  constructor(private parts: Required<RenderParts>) {}

  text(leaf: SlateText, key: number): ReactNode {
    const lines = String(leaf.text).split('\n')
    let node: ReactNode = lines.length === 1 ? lines[0] : lines.flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]))
    for (const mark of TEXT_MARKS) if (leaf[mark] === true) node = h(MARK_TAGS[mark], null, node)
    return h(Fragment, { key }, node)
  }

  children(nodes: unknown, depth: number): ReactNode[] {
    if (!Array.isArray(nodes)) return []
    return nodes.map((node, index) => this.node(node, index, depth))
  }

  link(node: Extract<InlineNode, { type: 'link' }>, key: number, depth: number): ReactNode {
    const children = this.children(node.children, depth + 1)
    const url = typeof node.url === 'string' ? node.url : ''
    if (isHostPlaceholderLink(url)) this.parts.log(`Invalid rich-text link beginning {host}: ${url.slice(0, 80)}`)
    if (normalizeLinkUrl(url) !== url) return h(Fragment, { key }, children)
    const external = !isInternalUrl(url)
    return h('a', { key, href: url, rel: USER_LINK_REL, target: external ? '_blank' : undefined }, children)
  }

  node(node: unknown, key: number, depth: number): ReactNode {
    if (typeof node !== 'object' || node === null) return null
    if (depth > MAX_RENDER_DEPTH) throw new Error('Rich text nested too deep')
    if (!('type' in node)) return typeof (node as SlateText).text === 'string' ? this.text(node as SlateText, key) : null
    const element = node as SlateElement
    const inner = () => this.children((element as { children?: unknown }).children, depth + 1)
    switch (element.type) {
      case 'paragraph':
        return h('p', { key }, inner())
      case 'heading': {
        // A document's headings sit under the page's own h1 and h2 (decision): level 1 is an h3.
        const level = element.level === 1 || element.level === 2 ? element.level : 3
        return h(`h${level + 2}`, { key }, inner())
      }
      case 'bulleted-list':
        return h('ul', { key }, inner())
      case 'numbered-list': {
        const start = Number.isInteger(element.start) ? element.start : undefined
        return h('ol', { key, start }, inner())
      }
      case 'list-item':
        return h('li', { key }, inner())
      case 'blockquote':
        return h('blockquote', { key }, inner())
      case 'horizontal-line':
        return h('hr', { key })
      case 'sup':
        return h('sup', { key }, inner())
      case 'link':
        return this.link(element, key, depth)
      case 'math-inline':
      case 'math-block':
        return h(Fragment, { key }, this.parts.math(String(element.latex), element.type === 'math-block'))
      case 'date-time':
        return h(Fragment, { key }, this.parts.dateTime(String(element.iso)))
      case 'template':
        return h('span', { key, className: 'rich-text-template' }, templateLabel(String(element.name)))
      case 'mention':
        return h('span', { key, className: 'rich-text-mention' }, `@${String(element.displayName)}`)
      case 'image':
        return this.image(element, key)
      default:
        return null
    }
  }

  image(node: Extract<SlateNode, { type: 'image' }>, key: number): ReactNode {
    if (typeof node.url !== 'string' || uploadIdOfImageUrl(node.url) === null) {
      this.parts.log('Rich-text image skipped: not one of our uploads')
      return null
    }
    return h('img', { key, src: node.url, alt: typeof node.alt === 'string' ? node.alt : '', loading: 'lazy', referrerPolicy: 'no-referrer' })
  }
}

const defaultParts: Required<RenderParts> = {
  math: (latex, display) => h(display ? 'div' : 'span', { className: 'rich-text-math' }, latex),
  dateTime: (iso) => h('time', { dateTime: iso }, iso),
  log: (message) => console.error(message),
}

function failure(message: string, parts: Required<RenderParts>, logged: string): ReactNode {
  parts.log(logged)
  return h('p', { className: 'rich-text-error' }, message)
}

/** The React elements of a stored rich text object (null for nothing stored). */
export function renderRichText(content: RichTextContent | null | undefined, options: RenderParts = {}): ReactNode {
  const parts = { ...defaultParts, ...options }
  if (content === null || content === undefined) return null
  const method = (content as { serialization_method?: unknown }).serialization_method
  const body: unknown = (content as { content?: unknown }).content
  if (method === 'plain_text') {
    return h('p', { style: { whiteSpace: 'pre-wrap' } }, typeof body === 'string' ? body : '')
  }
  if (method === 'raw_html') {
    // spec 002 §8: raw HTML is never shown. "No source" (decision): nothing was stored with it.
    const hasSource = typeof body === 'string' && body.trim() !== ''
    return failure(hasSource ? RICH_TEXT_MESSAGES.cannotDisplay : RICH_TEXT_MESSAGES.noSource, parts, 'Rich text stored as raw_html is not displayed')
  }
  if (method !== 'slate_json_v1') return failure(RICH_TEXT_MESSAGES.cannotDisplay, parts, `Unknown rich-text serialization: ${String(method).slice(0, 40)}`)
  if (!Array.isArray(body)) return failure(RICH_TEXT_MESSAGES.cannotDisplay, parts, 'Rich text content is not a list of nodes (a string or HTML?)')
  try {
    return h(Fragment, null, new Reader(parts).children(body, 0))
  } catch (error) {
    return failure(RICH_TEXT_MESSAGES.cannotDisplay, parts, `Rich text could not be read: ${(error as Error).message}`)
  }
}
