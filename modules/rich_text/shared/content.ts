/*
 * The stored rich text object (spec 001 §3.8): { serialization_method, content }. slate_json_v1 is
 * the stored shape: an array of Slate-style nodes (elements have `type` and `children`; void
 * elements carry one empty text child, as Slate requires). plain_text is a string. raw_html is
 * accepted from old data only and never displayed (spec 002 §8).
 */

/** Formatting marks of a text leaf. */
export const TEXT_MARKS = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const
export type TextMark = (typeof TEXT_MARKS)[number]

export type SlateText = { text: string } & Partial<Record<TextMark, true>>

type VoidChildren = { children: [SlateText] }

export type LinkElement = { type: 'link'; url: string; isInternal: boolean; children: (SlateText | SupElement)[] }
export type SupElement = { type: 'sup'; children: SlateText[] }
export type MentionElement = { type: 'mention'; userId: number; username: string; displayName: string } & VoidChildren
export type MathInlineElement = { type: 'math-inline'; latex: string } & VoidChildren
export type DateTimeElement = { type: 'date-time'; iso: string } & VoidChildren
/** A named placeholder ({learnerName}) filled with a value when a template is used (fillTemplate). */
export type TemplateElement = { type: 'template'; name: string } & VoidChildren

export type InlineNode = SlateText | LinkElement | SupElement | MentionElement | MathInlineElement | DateTimeElement | TemplateElement

export type ParagraphElement = { type: 'paragraph'; children: InlineNode[] }
export type HeadingElement = { type: 'heading'; level: 1 | 2 | 3; children: InlineNode[] }
export type ListItemElement = { type: 'list-item'; children: (ParagraphElement | ListElement)[] }
export type BulletedListElement = { type: 'bulleted-list'; children: ListItemElement[] }
export type NumberedListElement = { type: 'numbered-list'; start?: number; children: ListItemElement[] }
export type ListElement = BulletedListElement | NumberedListElement
export type BlockquoteElement = { type: 'blockquote'; children: (ParagraphElement | ListElement)[] }
export type HorizontalLineElement = { type: 'horizontal-line' } & VoidChildren
export type MathBlockElement = { type: 'math-block'; latex: string } & VoidChildren
/** An uploaded image: url is our own download URL (/uploads/<id>/<name>), never another host. */
export type ImageElement = { type: 'image'; url: string; alt: string; userUploadId?: number } & VoidChildren

export type BlockNode =
  | ParagraphElement
  | HeadingElement
  | BulletedListElement
  | NumberedListElement
  | BlockquoteElement
  | HorizontalLineElement
  | MathBlockElement
  | ImageElement

export type SlateElement = Exclude<InlineNode, SlateText> | BlockNode | ListItemElement
export type SlateNode = SlateText | SlateElement

export type RichTextContent =
  | { serialization_method: 'slate_json_v1'; content: SlateNode[] }
  | { serialization_method: 'plain_text'; content: string }
  | { serialization_method: 'raw_html'; content: string }

export type SlateContent = Extract<RichTextContent, { serialization_method: 'slate_json_v1' }>

/** The two editor variants (spec 002 §9: max height 200 px simple, 300 px full). */
export type RichTextVariant = 'simple' | 'full'

export const EMPTY_TEXT: SlateText = { text: '' }

export function emptyRichText(): SlateContent {
  return { serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: '' }] }] }
}

export function isTextLeaf(node: unknown): node is SlateText {
  return typeof node === 'object' && node !== null && typeof (node as SlateText).text === 'string' && !('type' in node)
}

/**
 * How a document travels in a request body: as its JSON text, which the body parser leaves alone
 * (it trims every string of a JSON body, and would eat the spaces between formatted words).
 * richTextRule accepts this text and answers the document.
 */
export function serializeRichText(content: RichTextContent): string {
  return JSON.stringify(content)
}
