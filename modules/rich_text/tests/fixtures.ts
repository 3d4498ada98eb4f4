import type { BlockNode, SlateContent } from '../shared/index.js'

/** One valid document holding every node kind of spec 001 §3.8 (the round-trip and render fixtures). */
export const EVERY_KIND: BlockNode[] = [
  { type: 'heading', level: 1, children: [{ text: 'Title' }] },
  { type: 'heading', level: 2, children: [{ text: 'Sub', italic: true }] },
  { type: 'heading', level: 3, children: [{ text: 'Small' }] },
  {
    type: 'paragraph',
    children: [
      { text: 'Plain, ' },
      { text: 'bold', bold: true },
      { text: ' and ' },
      { text: 'all', bold: true, italic: true, underline: true, strikethrough: true },
      { text: ' ' },
      { text: 'code', code: true },
      { text: ' line\nbreak ' },
      { type: 'link', url: 'https://example.org/a?b=1', isInternal: false, children: [{ text: 'external ' }, { type: 'sup', children: [{ text: 'sup in link' }] }] },
      { text: ' ' },
      { type: 'link', url: '/w/math', isInternal: true, children: [{ text: 'internal', bold: true }] },
      { text: ' E=mc' },
      { type: 'sup', children: [{ text: '2' }] },
      { text: ' ' },
      { type: 'mention', userId: 7, username: 'ada_l', displayName: 'Ada L.', children: [{ text: '' }] },
      { type: 'math-inline', latex: '\\frac{1}{2}', children: [{ text: '' }] },
      { type: 'date-time', iso: '2026-12-01T17:00:00.000Z', children: [{ text: '' }] },
      { type: 'template', name: 'learnerName', children: [{ text: '' }] },
    ],
  },
  {
    type: 'bulleted-list',
    children: [
      { type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'one' }] }] },
      {
        type: 'list-item',
        children: [
          { type: 'paragraph', children: [{ text: 'two' }] },
          { type: 'numbered-list', start: 3, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'nested' }] }] }] },
        ],
      },
    ],
  },
  { type: 'numbered-list', children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'first' }] }] }] },
  { type: 'blockquote', children: [{ type: 'paragraph', children: [{ text: 'quoted' }] }] },
  { type: 'horizontal-line', children: [{ text: '' }] },
  { type: 'math-block', latex: 'x^2 + y^2 = z^2', children: [{ text: '' }] },
  { type: 'image', url: '/uploads/12/photo.webp', alt: 'A photo', userUploadId: 12, children: [{ text: '' }] },
  { type: 'image', url: '/uploads/13/chart.webp', alt: '', children: [{ text: '' }] },
  { type: 'paragraph', children: [{ text: '' }] },
]

export const everyKind = (): SlateContent => ({ serialization_method: 'slate_json_v1', content: structuredClone(EVERY_KIND) })

export function paragraph(...children: unknown[]) {
  return { serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children }] }
}
