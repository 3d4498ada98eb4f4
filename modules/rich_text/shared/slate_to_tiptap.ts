import { TEXT_MARKS, type InlineNode, type SlateNode, type SlateText } from './content.js'
import { TIPTAP_OF_MARK, type TiptapMark, type TiptapNode } from './tiptap.js'

/*
 * Stored slate_json_v1 nodes → Tiptap's JSON (to load a document into the editor): the inverse of
 * tiptapToSlate. Link and superscript elements become marks on their text; "\n" in text becomes
 * a hard break; empty text leaves disappear (ProseMirror has no empty text nodes).
 */

type Wrapping = { link: string | null; sup: boolean }

function marksOf(leaf: SlateText, wrapping: Wrapping): TiptapMark[] {
  const marks: TiptapMark[] = TEXT_MARKS.filter((mark) => leaf[mark]).map((mark) => ({ type: TIPTAP_OF_MARK[mark] }))
  if (wrapping.sup) marks.push({ type: 'superscript' })
  if (wrapping.link !== null) marks.push({ type: 'link', attrs: { href: wrapping.link } })
  return marks
}

function textNodes(leaf: SlateText, wrapping: Wrapping): TiptapNode[] {
  const marks = marksOf(leaf, wrapping)
  return leaf.text.split('\n').flatMap((part, index) => {
    const text: TiptapNode[] = part ? [marks.length > 0 ? { type: 'text', text: part, marks } : { type: 'text', text: part }] : []
    return index === 0 ? text : [{ type: 'hardBreak' }, ...text]
  })
}

function inline(node: InlineNode, wrapping: Wrapping): TiptapNode[] {
  if (!('type' in node)) return textNodes(node, wrapping)
  switch (node.type) {
    case 'link':
      return node.children.flatMap((child) => inline(child, { ...wrapping, link: node.url }))
    case 'sup':
      return node.children.flatMap((child) => inline(child, { ...wrapping, sup: true }))
    case 'mention':
      return [{ type: 'mention', attrs: { id: String(node.userId), label: node.displayName, username: node.username } }]
    case 'math-inline':
      return [{ type: 'mathInline', attrs: { latex: node.latex } }]
    case 'date-time':
      return [{ type: 'dateTime', attrs: { iso: node.iso } }]
    case 'template':
      return [{ type: 'template', attrs: { name: node.name } }]
    default:
      return []
  }
}

function withContent(type: string, content: TiptapNode[], attrs?: Record<string, unknown>): TiptapNode {
  const node: TiptapNode = attrs ? { type, attrs } : { type }
  return content.length > 0 ? { ...node, content } : node
}

const inlineContent = (children: readonly InlineNode[]) => children.flatMap((child) => inline(child, { link: null, sup: false }))

function block(node: SlateNode): TiptapNode[] {
  if (!('type' in node)) return []
  switch (node.type) {
    case 'paragraph':
      return [withContent('paragraph', inlineContent(node.children))]
    case 'heading':
      return [withContent('heading', inlineContent(node.children), { level: node.level })]
    case 'bulleted-list':
      return [{ type: 'bulletList', content: node.children.flatMap(block) }]
    case 'numbered-list':
      return [{ type: 'orderedList', attrs: { start: node.start ?? 1 }, content: node.children.flatMap(block) }]
    case 'list-item': {
      // Tiptap's list item starts with a paragraph.
      const content = node.children.flatMap(block)
      return [{ type: 'listItem', content: content[0]?.type === 'paragraph' ? content : [{ type: 'paragraph' }, ...content] }]
    }
    case 'blockquote':
      return [{ type: 'blockquote', content: node.children.flatMap(block) }]
    case 'horizontal-line':
      return [{ type: 'horizontalRule' }]
    case 'math-block':
      return [{ type: 'mathBlock', attrs: { latex: node.latex } }]
    case 'image': {
      const attrs: Record<string, unknown> = { src: node.url, alt: node.alt }
      if (node.userUploadId !== undefined) attrs.userUploadId = node.userUploadId
      return [{ type: 'image', attrs }]
    }
    default:
      return []
  }
}

/** A Tiptap document of the stored nodes (`editor.commands.setContent(...)`). */
export function slateToTiptap(nodes: readonly SlateNode[]): TiptapNode {
  const content = nodes.flatMap(block)
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] }
}
