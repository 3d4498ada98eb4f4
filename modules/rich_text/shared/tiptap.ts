import type { TextMark } from './content.js'

/*
 * The slice of Tiptap's JSON document (JSONContent) the converters read and write, declared here
 * so the isomorphic code needs no editor package. Node and mark names are the editor's
 * (ui/extensions.ts): StarterKit's, plus superscript, mathInline, mathBlock, dateTime, template.
 */
export type TiptapMark = { type: string; attrs?: Record<string, unknown> }

export type TiptapNode = {
  type: string
  attrs?: Record<string, unknown>
  content?: TiptapNode[]
  marks?: TiptapMark[]
  text?: string
}

/** Text formats: the stored name of each Tiptap mark, and back. */
export const MARK_OF_TIPTAP: Readonly<Record<string, TextMark>> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strikethrough',
  code: 'code',
}

export const TIPTAP_OF_MARK: Readonly<Record<TextMark, string>> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strikethrough: 'strike',
  code: 'code',
}
