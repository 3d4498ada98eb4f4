import { UPLOAD_MESSAGES } from '../../uploads/shared/index.js'
import { TEXT_MARKS, type RichTextVariant } from './content.js'
import { uploadIdOfImageUrl } from './images.js'
import { RICH_TEXT_LIMITS } from './limits.js'
import { isHostPlaceholderLink, isInternalUrl, normalizeLinkUrl } from './links.js'
import { isTemplateName } from './templates.js'

/*
 * The schema of a stored slate_json_v1 document (spec 001 §3.8): which elements may hold which,
 * and the only attributes each may carry. Anything else is rejected with a message naming it.
 * The server validates every stored document with this (richTextRule); the editor runs the same
 * check before submitting.
 */

type Where = 'blocks' | 'inline' | 'link' | 'sup' | 'list' | 'item' | 'quote' | 'void'

type Attribute = (value: unknown, node: Record<string, unknown>) => string | null

type ElementRule = {
  /** Where the element may appear (the kind of children its parent holds). */
  in: Where[]
  /** What its own children are. */
  holds: Where
  attributes: Record<string, { optional?: boolean; check: Attribute }>
  /** Not offered by the simple editor (comments, messages). */
  fullOnly?: boolean
  label: string
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
const USERNAME = /^[A-Za-z0-9_.-]{1,50}$/

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

const text =
  (what: string, max: number, min = 1): Attribute =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? null : `${what} must be text of ${min} to ${max} characters`

const integer =
  (what: string, min: number, max: number): Attribute =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? null : `${what} must be a whole number from ${min} to ${max}`

const linkUrl: Attribute = (value) => {
  if (typeof value !== 'string') return 'A link address must be text'
  if (isHostPlaceholderLink(value)) return `Link addresses beginning {host} are not valid ("${shown(value)}")`
  return normalizeLinkUrl(value) === value ? null : `The link address "${shown(value)}" is not valid`
}

const ELEMENTS: Record<string, ElementRule> = {
  'paragraph': { label: 'A paragraph', in: ['blocks', 'item', 'quote'], holds: 'inline', attributes: {} },
  'heading': {
    label: 'A heading',
    in: ['blocks'],
    holds: 'inline',
    fullOnly: true,
    attributes: { level: { check: integer('A heading level', 1, 3) } },
  },
  'bulleted-list': { label: 'A bulleted list', in: ['blocks', 'item', 'quote'], holds: 'list', attributes: {} },
  'numbered-list': {
    label: 'A numbered list',
    in: ['blocks', 'item', 'quote'],
    holds: 'list',
    attributes: { start: { optional: true, check: integer('A list start', 0, 100_000) } },
  },
  'list-item': { label: 'A list item', in: ['list'], holds: 'item', attributes: {} },
  'blockquote': { label: 'A quote', in: ['blocks'], holds: 'quote', attributes: {} },
  'horizontal-line': { label: 'A horizontal line', in: ['blocks'], holds: 'void', fullOnly: true, attributes: {} },
  'math-block': {
    label: 'A math block',
    in: ['blocks'],
    holds: 'void',
    fullOnly: true,
    attributes: { latex: { check: text('A formula', RICH_TEXT_LIMITS.maxLatexLength) } },
  },
  'image': {
    label: 'An image',
    in: ['blocks'],
    holds: 'void',
    attributes: {
      url: {
        check: (value) =>
          typeof value === 'string' && uploadIdOfImageUrl(value) !== null
            ? null
            : `Images must be uploaded here; "${shown(value)}" is not one of our uploads`,
      },
      alt: { check: text('An image description', RICH_TEXT_LIMITS.maxAltLength, 0) },
      userUploadId: {
        optional: true,
        check: (value, node) =>
          Number.isInteger(value) && value === uploadIdOfImageUrl(String(node.url)) ? null : "An image's upload does not match its address",
      },
    },
  },
  'link': {
    label: 'A link',
    in: ['inline'],
    holds: 'link',
    attributes: {
      url: { check: linkUrl },
      isInternal: {
        check: (value, node) =>
          typeof value === 'boolean' && value === isInternalUrl(String(node.url)) ? null : 'A link is internal exactly when its address is a path on this site',
      },
    },
  },
  'sup': { label: 'Superscript', in: ['inline', 'link'], holds: 'sup', attributes: {} },
  'mention': {
    label: 'A mention',
    in: ['inline'],
    holds: 'void',
    attributes: {
      userId: { check: integer('A mentioned person', 1, Number.MAX_SAFE_INTEGER) },
      username: { check: (value) => (typeof value === 'string' && USERNAME.test(value) ? null : `The username "${shown(value)}" is not valid`) },
      displayName: { check: text('A mentioned name', 100) },
    },
  },
  'math-inline': {
    label: 'A formula',
    in: ['inline'],
    holds: 'void',
    attributes: { latex: { check: text('A formula', RICH_TEXT_LIMITS.maxLatexLength) } },
  },
  'date-time': {
    label: 'A date and time',
    in: ['inline'],
    holds: 'void',
    attributes: {
      iso: {
        check: (value) =>
          typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? null : `"${shown(value)}" is not a date and time`,
      },
    },
  },
  'template': {
    label: 'A template field',
    in: ['inline'],
    holds: 'void',
    attributes: { name: { check: (value) => (isTemplateName(value) ? null : `"${shown(value)}" is not a template field name`) } },
  },
}

/** Whether text leaves may appear among children of this kind. */
const HOLDS_TEXT: ReadonlySet<Where> = new Set(['inline', 'link', 'sup'])
const MARKS: ReadonlySet<string> = new Set(TEXT_MARKS)
const MAX_ERRORS = 20

export type RichTextValidation = { errors: string[] }

/**
 * Every problem of a stored rich text object (empty list: valid). Emptiness is not checked here:
 * whether a field is required is the form's rule (isRichTextEmpty).
 */
export function validateRichText(content: unknown, options: { variant?: RichTextVariant } = {}): RichTextValidation {
  const variant = options.variant ?? 'full'
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return { errors: ['Rich text must be an object with a serialization method and content'] }
  const { serialization_method: method, content: body, ...extra } = content as Record<string, unknown>
  const extraKeys = Object.keys(extra)
  if (extraKeys.length > 0) return { errors: [`Rich text has an unknown field "${shown(extraKeys[0])}"`] }
  if (method === 'plain_text') {
    if (typeof body !== 'string') return { errors: ['Plain text content must be text'] }
    return { errors: body.length > RICH_TEXT_LIMITS.maxTextLength ? [tooLong()] : [] }
  }
  if (method === 'raw_html') return { errors: ['HTML content cannot be stored'] }
  if (method !== 'slate_json_v1') return { errors: [`Unknown serialization method "${shown(method)}"`] }
  // spec 002 §8: content that is a string or HTML where an array is expected is an error.
  if (!Array.isArray(body)) return { errors: ['Rich text content must be a list of nodes'] }
  return { errors: new DocumentCheck(variant).run(body) }
}

function tooLong() {
  return `Please write at most ${RICH_TEXT_LIMITS.maxTextLength} characters`
}

class DocumentCheck {
  private errors: string[] = []
  private nodes = 0
  private textLength = 0
  private images = 0

  constructor(private variant: RichTextVariant) {}

  run(nodes: unknown[]): string[] {
    this.children(nodes, 'blocks', 1)
    if (this.textLength > RICH_TEXT_LIMITS.maxTextLength) this.fail(tooLong())
    if (this.images > RICH_TEXT_LIMITS.maxImages) this.fail(UPLOAD_MESSAGES.tooMany(RICH_TEXT_LIMITS.maxImages))
    return this.errors
  }

  private fail(message: string) {
    if (this.errors.length < MAX_ERRORS && !this.errors.includes(message)) this.errors.push(message)
  }

  private children(nodes: unknown, where: Where, depth: number) {
    if (!Array.isArray(nodes)) return this.fail('Element children must be a list')
    if (where === 'void') return this.voidChildren(nodes)
    if (where !== 'blocks' && nodes.length === 0) return this.fail('An element must have children')
    for (const node of nodes) {
      if (++this.nodes > RICH_TEXT_LIMITS.maxNodes) return this.fail(`A document may have at most ${RICH_TEXT_LIMITS.maxNodes} parts`)
      this.node(node, where, depth)
    }
  }

  private voidChildren(nodes: unknown[]) {
    const [only] = nodes
    const empty = nodes.length === 1 && typeof only === 'object' && only !== null && Object.keys(only).length === 1 && (only as { text?: unknown }).text === ''
    if (!empty) this.fail('A void element has exactly one empty text child')
  }

  private node(node: unknown, where: Where, depth: number) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return this.fail(`"${shown(node)}" is not a node`)
    const record = node as Record<string, unknown>
    if (!('type' in record)) return this.leaf(record, where)
    const type = record.type
    const rule = typeof type === 'string' && Object.hasOwn(ELEMENTS, type) ? ELEMENTS[type] : null
    if (!rule) return this.fail(`The element type "${shown(type)}" is not allowed`)
    if (!rule.in.includes(where)) return this.fail(`${rule.label} is not allowed here`)
    if (rule.fullOnly && this.variant === 'simple') return this.fail(`${rule.label} is not allowed in this editor`)
    if (depth > RICH_TEXT_LIMITS.maxDepth) return this.fail(`Elements may be nested at most ${RICH_TEXT_LIMITS.maxDepth} deep`)
    for (const [key, value] of Object.entries(record)) {
      if (key === 'type' || key === 'children') continue
      const attribute = Object.hasOwn(rule.attributes, key) ? rule.attributes[key] : null
      if (!attribute) {
        this.fail(`The attribute "${shown(key)}" is not allowed on ${rule.label.toLowerCase()}`)
        continue
      }
      const problem = attribute.check(value, record)
      if (problem) this.fail(problem)
    }
    for (const [key, attribute] of Object.entries(rule.attributes)) {
      if (!attribute.optional && !(key in record)) this.fail(`${rule.label} needs its "${key}"`)
    }
    if (type === 'image') this.images++
    for (const key of ['alt', 'latex']) if (typeof record[key] === 'string') this.textLength += (record[key] as string).length
    this.children(record.children, rule.holds, depth + 1)
  }

  private leaf(leaf: Record<string, unknown>, where: Where) {
    if (!HOLDS_TEXT.has(where)) return this.fail('Text is not allowed here')
    if (typeof leaf.text !== 'string') return this.fail('A text leaf must hold text')
    this.textLength += leaf.text.length
    for (const [key, value] of Object.entries(leaf)) {
      if (key === 'text') continue
      if (!MARKS.has(key)) this.fail(`The text format "${shown(key)}" is not allowed`)
      else if (value !== true) this.fail(`The text format "${key}" must be true when present`)
    }
  }
}
