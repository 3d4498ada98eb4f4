import type {
  BlockNode,
  InlineNode,
  LinkElement,
  ListElement,
  ListItemElement,
  ParagraphElement,
  SlateText,
  SupElement,
  TextMark,
} from './content.js'
import { isInternalUrl, normalizeLinkUrl } from './links.js'
import { MARK_OF_TIPTAP, type TiptapMark, type TiptapNode } from './tiptap.js'

/*
 * Tiptap's JSON (what the editor holds) → the stored slate_json_v1 nodes. Tiptap keeps links and
 * superscript as marks on text; the stored shape has them as inline elements wrapping text, so
 * runs of text carrying the same link (then the same superscript) are grouped into one element.
 * A hard break becomes "\n" in the text, as in Slate. Nodes the stored shape does not know are
 * dropped (the editor's schema has none; pasted HTML is parsed into that schema first).
 */

type Run = { leaf: InlineNode; link: string | null; sup: boolean }

const EMPTY: [SlateText] = [{ text: '' }]

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

function leafOf(text: string, marks: readonly TiptapMark[] | undefined): SlateText {
  const leaf: SlateText = { text }
  for (const mark of marks ?? []) {
    const name: TextMark | undefined = MARK_OF_TIPTAP[mark.type]
    if (name) leaf[name] = true
  }
  return leaf
}

function runsOf(content: readonly TiptapNode[] | undefined): Run[] {
  const runs: Run[] = []
  for (const node of content ?? []) {
    const link = node.marks?.find((mark) => mark.type === 'link')
    const href = typeof link?.attrs?.href === 'string' ? link.attrs.href : null
    const sup = node.marks?.some((mark) => mark.type === 'superscript') ?? false
    const attrs = node.attrs ?? {}
    switch (node.type) {
      case 'text':
        if (node.text) runs.push({ leaf: leafOf(node.text, node.marks), link: href, sup })
        break
      case 'hardBreak':
        runs.push({ leaf: { text: '\n' }, link: href, sup })
        break
      case 'mention':
        runs.push({
          leaf: { type: 'mention', userId: Number(attrs.id), username: textOf(attrs.username), displayName: textOf(attrs.label), children: [{ text: '' }] },
          link: null,
          sup: false,
        })
        break
      case 'mathInline':
        runs.push({ leaf: { type: 'math-inline', latex: textOf(attrs.latex), children: [{ text: '' }] }, link: null, sup: false })
        break
      case 'dateTime':
        runs.push({ leaf: { type: 'date-time', iso: textOf(attrs.iso), children: [{ text: '' }] }, link: null, sup: false })
        break
      case 'template':
        runs.push({ leaf: { type: 'template', name: textOf(attrs.name), children: [{ text: '' }] }, link: null, sup: false })
        break
    }
  }
  return runs
}

const sameMarks = (a: SlateText, b: SlateText) => {
  const keys = (leaf: SlateText) => Object.keys(leaf).filter((key) => key !== 'text').sort().join()
  return keys(a) === keys(b)
}

/** Adjacent text leaves with the same marks become one (Slate's normal form). */
function merged<T extends InlineNode>(nodes: T[]): T[] {
  const out: T[] = []
  for (const node of nodes) {
    const previous = out.at(-1)
    if (previous && !('type' in previous) && !('type' in node) && sameMarks(previous, node)) {
      out[out.length - 1] = { ...previous, text: previous.text + node.text }
    } else {
      out.push(node)
    }
  }
  return out
}

/** Consecutive runs with the same key, in order. */
function groups<K>(runs: Run[], key: (run: Run) => K): { key: K; runs: Run[] }[] {
  const out: { key: K; runs: Run[] }[] = []
  for (const run of runs) {
    const last = out.at(-1)
    if (last && last.key === key(run)) last.runs.push(run)
    else out.push({ key: key(run), runs: [run] })
  }
  return out
}

function withSup(runs: Run[]): (SlateText | SupElement)[] | InlineNode[] {
  return groups(runs, (run) => run.sup).flatMap(({ key, runs: part }) => {
    const leaves = merged(part.map((run) => run.leaf))
    return key ? [{ type: 'sup', children: leaves as SlateText[] } satisfies SupElement] : leaves
  })
}

function inlineChildren(content: readonly TiptapNode[] | undefined): InlineNode[] {
  const runs = runsOf(content)
  const nodes = groups(runs, (run) => run.link).flatMap(({ key, runs: part }): InlineNode[] => {
    if (key === null) return withSup(part) as InlineNode[]
    const url = normalizeLinkUrl(key) ?? key
    return [{ type: 'link', url, isInternal: isInternalUrl(url), children: withSup(part) as LinkElement['children'] }]
  })
  return nodes.length > 0 ? nodes : [...EMPTY]
}

function listItem(node: TiptapNode): ListItemElement {
  const children = (node.content ?? []).flatMap((child) => {
    const block = blockOf(child)
    return block && (block.type === 'paragraph' || block.type === 'bulleted-list' || block.type === 'numbered-list') ? [block] : []
  })
  return { type: 'list-item', children: children.length > 0 ? children : [{ type: 'paragraph', children: [...EMPTY] }] }
}

function list(node: TiptapNode): ListElement {
  const items = (node.content ?? []).filter((child) => child.type === 'listItem').map(listItem)
  if (node.type === 'bulletList') return { type: 'bulleted-list', children: items }
  const start = node.attrs?.start
  return typeof start === 'number' && start !== 1 ? { type: 'numbered-list', start, children: items } : { type: 'numbered-list', children: items }
}

function blockOf(node: TiptapNode): BlockNode | null {
  const attrs = node.attrs ?? {}
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', children: inlineChildren(node.content) }
    case 'heading': {
      const level = Number(attrs.level)
      return { type: 'heading', level: level === 1 || level === 2 ? level : 3, children: inlineChildren(node.content) }
    }
    case 'bulletList':
    case 'orderedList':
      return list(node)
    case 'blockquote': {
      const children = (node.content ?? []).map(blockOf).filter(
        (block): block is ParagraphElement | ListElement => block?.type === 'paragraph' || block?.type === 'bulleted-list' || block?.type === 'numbered-list'
      )
      return { type: 'blockquote', children: children.length > 0 ? children : [{ type: 'paragraph', children: [...EMPTY] }] }
    }
    case 'horizontalRule':
      return { type: 'horizontal-line', children: [{ text: '' }] }
    case 'mathBlock':
      return { type: 'math-block', latex: textOf(attrs.latex), children: [{ text: '' }] }
    case 'image': {
      const image: BlockNode = { type: 'image', url: textOf(attrs.src), alt: textOf(attrs.alt), children: [{ text: '' }] }
      return typeof attrs.userUploadId === 'number' ? { ...image, userUploadId: attrs.userUploadId } : image
    }
    default:
      return null
  }
}

/** The stored nodes of a Tiptap document (`editor.getJSON()`). */
export function tiptapToSlate(doc: TiptapNode): BlockNode[] {
  return (doc.content ?? []).map(blockOf).filter((block): block is BlockNode => block !== null)
}
