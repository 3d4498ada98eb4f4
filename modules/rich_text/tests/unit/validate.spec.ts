import { test } from '@japa/runner'
import { validateRichText, RICH_TEXT_LIMITS } from '../../shared/index.js'
import { everyKind, paragraph } from '../fixtures.js'

const errorsOf = (content: unknown, variant: 'simple' | 'full' = 'full') => validateRichText(content, { variant }).errors

test.group('validateRichText: the schema of stored rich text (spec 001 §3.8)', () => {
  test('a document with every node kind is valid in the full editor', ({ assert }) => {
    assert.deepEqual(errorsOf(everyKind()), [])
  })

  test('plain text is valid; raw HTML and unknown serializations are refused (spec 002 §8)', ({ assert }) => {
    assert.deepEqual(errorsOf({ serialization_method: 'plain_text', content: 'hello' }), [])
    assert.deepEqual(errorsOf({ serialization_method: 'raw_html', content: '<b>x</b>' }), ['HTML content cannot be stored'])
    assert.deepEqual(errorsOf({ serialization_method: 'markdown', content: '*x*' }), ['Unknown serialization method "markdown"'])
  })

  test('content that is a string or HTML where a node list is expected is an error (spec 002 §8)', ({ assert }) => {
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: '<p>hi</p>' }), ['Rich text content must be a list of nodes'])
    assert.deepEqual(errorsOf('just text'), ['Rich text must be an object with a serialization method and content'])
  })

  test('unknown element types, attributes, marks and fields are named in the message', ({ assert }) => {
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: [{ type: 'script', children: [{ text: '' }] }] }), [
      'The element type "script" is not allowed',
    ])
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', onclick: 'x', children: [{ text: 'a' }] }] }), [
      'The attribute "onclick" is not allowed on a paragraph',
    ])
    assert.deepEqual(errorsOf(paragraph({ text: 'a', color: 'red' })), ['The text format "color" is not allowed'])
    assert.deepEqual(errorsOf(paragraph({ text: 'a', bold: 'yes' })), ['The text format "bold" must be true when present'])
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: [], html: '<b>' }), ['Rich text has an unknown field "html"'])
  })

  test('elements only where they belong: text at the top, a list item outside a list, a block inside a paragraph', ({ assert }) => {
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: [{ text: 'loose' }] }), ['Text is not allowed here'])
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: [{ type: 'list-item', children: [] }] }), ['A list item is not allowed here'])
    assert.deepEqual(errorsOf(paragraph({ type: 'paragraph', children: [{ text: 'x' }] })), ['A paragraph is not allowed here'])
    assert.deepEqual(errorsOf(paragraph({ type: 'mention', userId: 1, username: 'a', displayName: 'A', children: [{ text: 'not empty' }] })), [
      'A void element has exactly one empty text child',
    ])
  })

  test('link rules of spec 000 §2.1: stored addresses are normalized; {host} and other schemes are refused', ({ assert }) => {
    const link = (url: string, isInternal = false) => paragraph({ type: 'link', url, isInternal, children: [{ text: 'x' }] })
    assert.deepEqual(errorsOf(link('https://example.org')), [])
    assert.deepEqual(errorsOf(link('mailto:help@peerhaven.org')), [])
    assert.deepEqual(errorsOf(link('/w/math', true)), [])
    assert.deepEqual(errorsOf(link('example.org')), ['The link address "example.org" is not valid'])
    assert.deepEqual(errorsOf(link('{host}/x')), ['Link addresses beginning {host} are not valid ("{host}/x")'])
    assert.deepEqual(errorsOf(link('javascript:alert(1)')), ['The link address "javascript:alert(1)" is not valid'])
    assert.deepEqual(errorsOf(link('mailto:nobody')), ['The link address "mailto:nobody" is not valid'])
    assert.deepEqual(errorsOf(link('/w/math', false)), ['A link is internal exactly when its address is a path on this site'])
  })

  test('images are our own uploads only, and at most 5 (spec 001 §5.2)', ({ assert }) => {
    const image = (url: string, extra = {}) => ({ type: 'image', url, alt: '', ...extra, children: [{ text: '' }] })
    const doc = (...nodes: unknown[]) => ({ serialization_method: 'slate_json_v1', content: nodes })
    assert.deepEqual(errorsOf(doc(image('/uploads/3/a.webp', { userUploadId: 3 }))), [])
    assert.deepEqual(errorsOf(doc(image('https://tracker.example/pixel.gif'))), [
      'Images must be uploaded here; "https://tracker.example/pixel.gif" is not one of our uploads',
    ])
    assert.deepEqual(errorsOf(doc(image('/uploads/3/a.webp', { userUploadId: 4 }))), ["An image's upload does not match its address"])
    const six = Array.from({ length: 6 }, (_, index) => image(`/uploads/${index + 1}/a.webp`))
    assert.deepEqual(errorsOf(doc(...six)), ['Please upload no more than 5 files'])
  })

  test('the simple variant has no headings, horizontal lines or block formulas', ({ assert }) => {
    const errors = errorsOf(everyKind(), 'simple')
    assert.includeMembers(errors, ['A heading is not allowed in this editor', 'A horizontal line is not allowed in this editor', 'A math block is not allowed in this editor'])
    assert.lengthOf(errors, 3)
  })

  test('size limits: text length, node count and depth', ({ assert }) => {
    assert.deepEqual(errorsOf(paragraph({ text: 'x'.repeat(RICH_TEXT_LIMITS.maxTextLength + 1) })), ['Please write at most 20000 characters'])
    assert.deepEqual(errorsOf({ serialization_method: 'plain_text', content: 'x'.repeat(RICH_TEXT_LIMITS.maxTextLength + 1) }), [
      'Please write at most 20000 characters',
    ])
    const many = Array.from({ length: RICH_TEXT_LIMITS.maxNodes }, () => ({ type: 'paragraph', children: [{ text: 'a' }] }))
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: many }), ['A document may have at most 4000 parts'])
    let deep: unknown = { type: 'paragraph', children: [{ text: 'deep' }] }
    for (let level = 0; level < 10; level++) deep = { type: 'bulleted-list', children: [{ type: 'list-item', children: [deep] }] }
    assert.deepEqual(errorsOf({ serialization_method: 'slate_json_v1', content: [deep] }), ['Elements may be nested at most 8 deep'])
  })

  test('attribute values are checked: heading level, mention, date-time, template name, formula', ({ assert }) => {
    const doc = (node: unknown) => ({ serialization_method: 'slate_json_v1', content: [node] })
    assert.deepEqual(errorsOf(doc({ type: 'heading', level: 4, children: [{ text: 'x' }] })), ['A heading level must be a whole number from 1 to 3'])
    assert.deepEqual(errorsOf(paragraph({ type: 'mention', userId: '7', username: 'a b', displayName: 'A', children: [{ text: '' }] })), [
      'A mentioned person must be a whole number from 1 to 9007199254740991',
      'The username "a b" is not valid',
    ])
    assert.deepEqual(errorsOf(paragraph({ type: 'date-time', iso: 'tomorrow', children: [{ text: '' }] })), ['"tomorrow" is not a date and time'])
    assert.deepEqual(errorsOf(paragraph({ type: 'template', name: '{x}', children: [{ text: '' }] })), ['"{x}" is not a template field name'])
    assert.deepEqual(errorsOf(paragraph({ type: 'math-inline', children: [{ text: '' }] })), ['A formula needs its "latex"'])
  })
})
