import { test } from '@japa/runner'
import { fillTemplate, imageUrls, isRichTextEmpty, mentionMenuHint, normalizeLinkUrl } from '../../shared/index.js'
import { everyKind, paragraph } from '../fixtures.js'

test.group('normalizeLinkUrl (spec 000 §2.1 link rules)', () => {
  test('{url} → {expected}')
    .with([
      { url: 'example.org', expected: 'https://example.org' },
      { url: '  www.example.org/a?b=c#d ', expected: 'https://www.example.org/a?b=c#d' },
      { url: 'http://example.org', expected: 'http://example.org' },
      { url: 'HTTPS://Example.org', expected: 'HTTPS://Example.org' },
      { url: 'localhost:3333/x', expected: 'https://localhost:3333/x' },
      { url: 'mailto:help@peerhaven.org', expected: 'mailto:help@peerhaven.org' },
      { url: 'mailto:help@peerhaven.org?subject=Hi', expected: 'mailto:help@peerhaven.org?subject=Hi' },
      { url: '/w/math', expected: '/w/math' },
      { url: 'mailto:help', expected: null },
      { url: 'mailto:@peerhaven.org', expected: null },
      { url: '{host}/about', expected: null },
      { url: '//evil.example', expected: null },
      { url: 'javascript:alert(1)', expected: null },
      { url: 'JaVaScRiPt:alert(1)', expected: null },
      { url: 'data:text/html,<script>', expected: null },
      { url: 'vbscript:msgbox', expected: null },
      { url: 'java\tscript:alert(1)', expected: null },
      { url: 'https://user:pw@example.org', expected: null },
      { url: 'https://exa mple.org', expected: null },
      { url: '', expected: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(normalizeLinkUrl(row.url), row.expected)
    })
})

test.group('isRichTextEmpty (spec 001 §5.1: empty or a single empty paragraph)', () => {
  test('nothing, an empty list, one empty or blank paragraph, blank plain text are empty', ({ assert }) => {
    assert.isTrue(isRichTextEmpty(null))
    assert.isTrue(isRichTextEmpty({ serialization_method: 'slate_json_v1', content: [] }))
    assert.isTrue(isRichTextEmpty(paragraph({ text: '' }) as never))
    assert.isTrue(isRichTextEmpty(paragraph({ text: '  ' }, { text: '\n', bold: true }) as never))
    assert.isTrue(isRichTextEmpty({ serialization_method: 'plain_text', content: '   ' }))
  })

  test('text, a mention, a formula or two paragraphs are not empty', ({ assert }) => {
    assert.isFalse(isRichTextEmpty(paragraph({ text: 'a' }) as never))
    assert.isFalse(isRichTextEmpty(paragraph({ type: 'mention', userId: 1, username: 'a', displayName: 'A', children: [{ text: '' }] }) as never))
    assert.isFalse(isRichTextEmpty(paragraph({ type: 'math-inline', latex: 'x', children: [{ text: '' }] }) as never))
    const two = { serialization_method: 'slate_json_v1', content: [paragraph({ text: '' }).content[0], paragraph({ text: '' }).content[0]] }
    assert.isFalse(isRichTextEmpty(two as never))
    assert.isFalse(isRichTextEmpty(everyKind()))
  })
})

test.group('imageUrls and fillTemplate', () => {
  test('imageUrls lists every image of a document in order', ({ assert }) => {
    assert.deepEqual(imageUrls(everyKind()), ['/uploads/12/photo.webp', '/uploads/13/chart.webp'])
    assert.deepEqual(imageUrls({ serialization_method: 'plain_text', content: '/uploads/1/a.png' }), [])
  })

  test('a template field is replaced by its value, or keeps {name} without one', ({ assert }) => {
    const doc = paragraph({ text: 'Hi ' }, { type: 'template', name: 'learnerName', children: [{ text: '' }] }, { type: 'template', name: 'other', children: [{ text: '' }] })
    assert.deepEqual(fillTemplate(doc as never, { learnerName: 'Ada' }).content, [
      { type: 'paragraph', children: [{ text: 'Hi ' }, { text: 'Ada' }, { text: '{other}' }] },
    ])
  })
})

test.group('mentionMenuHint (spec 002 §8 mention list, spec 001 §5.2)', () => {
  test('fewer than 3 characters: keep typing; from 3: "No results." only when nobody matches', ({ assert }) => {
    assert.equal(mentionMenuHint('', 0), 'Keep typing to see more results.')
    assert.equal(mentionMenuHint('ad', 2), 'Keep typing to see more results.')
    assert.equal(mentionMenuHint('ada', 0), 'No results.')
    assert.isNull(mentionMenuHint('ada', 1))
  })
})
