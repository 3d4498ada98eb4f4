import { test } from '@japa/runner'
import { slateToTiptap, tiptapToSlate, type BlockNode, type TiptapNode } from '../../shared/index.js'
import { EVERY_KIND } from '../fixtures.js'

const kinds = (nodes: BlockNode[]) => {
  const seen = new Set<string>()
  const walk = (list: unknown[]) => {
    for (const node of list as { type?: string; children?: unknown[] }[]) {
      if (node.type) seen.add(node.type)
      if (node.children) walk(node.children)
    }
  }
  walk(nodes)
  return [...seen].sort()
}

test.group('Tiptap ⇄ slate_json_v1 converters (spec 001 §3.8)', () => {
  test('the fixture holds every node kind of spec 001 §3.8', ({ assert }) => {
    assert.deepEqual(kinds(EVERY_KIND), [
      'blockquote', 'bulleted-list', 'date-time', 'heading', 'horizontal-line', 'image', 'link', 'list-item',
      'math-block', 'math-inline', 'mention', 'numbered-list', 'paragraph', 'sup', 'template',
    ])
  })

  test('slate → Tiptap → slate gives back every kind unchanged', ({ assert }) => {
    assert.deepEqual(tiptapToSlate(slateToTiptap(EVERY_KIND)), EVERY_KIND)
  })

  test('Tiptap → slate → Tiptap gives back the editor document unchanged', ({ assert }) => {
    const doc = slateToTiptap(EVERY_KIND)
    assert.deepEqual(slateToTiptap(tiptapToSlate(doc)), doc)
  })

  for (const node of EVERY_KIND) {
    test('round trip of one {kind}')
      .with([{ kind: node.type, node }])
      .run(({ assert }, row) => {
        assert.deepEqual(tiptapToSlate(slateToTiptap([row.node])), [row.node])
      })
  }

  test('link and superscript marks become elements wrapping their text runs', ({ assert }) => {
    const doc: TiptapNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href: 'example.org', target: '_blank' } }] },
            { type: 'text', text: 'b', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'example.org' } }] },
            { type: 'text', text: 'c', marks: [{ type: 'superscript' }] },
          ],
        },
      ],
    }
    assert.deepEqual(tiptapToSlate(doc), [
      {
        type: 'paragraph',
        children: [
          // spec 000 §2.1: https:// is prepended to an address without a scheme.
          { type: 'link', url: 'https://example.org', isInternal: false, children: [{ text: 'a' }, { text: 'b', bold: true }] },
          { type: 'sup', children: [{ text: 'c' }] },
        ],
      },
    ])
  })

  test('a hard break is "\\n" in the text and adjacent equal leaves merge', ({ assert }) => {
    const doc: TiptapNode = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }] }],
    }
    assert.deepEqual(tiptapToSlate(doc), [{ type: 'paragraph', children: [{ text: 'a\nb' }] }])
  })

  test('empty blocks carry one empty text (Slate) and an empty document is one empty paragraph', ({ assert }) => {
    assert.deepEqual(tiptapToSlate({ type: 'doc', content: [{ type: 'paragraph' }] }), [{ type: 'paragraph', children: [{ text: '' }] }])
    assert.deepEqual(slateToTiptap([]), { type: 'doc', content: [{ type: 'paragraph' }] })
  })

  test('nodes the stored shape does not know are dropped', ({ assert }) => {
    const doc: TiptapNode = { type: 'doc', content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }, { type: 'paragraph', content: [{ type: 'emoji' }] }] }
    assert.deepEqual(tiptapToSlate(doc), [{ type: 'paragraph', children: [{ text: '' }] }])
  })
})
