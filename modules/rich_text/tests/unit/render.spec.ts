import { test } from '@japa/runner'
import { renderToStaticMarkup } from 'react-dom/server'
import { renderRichText, RICH_TEXT_MESSAGES, type RichTextContent } from '../../shared/index.js'
import { everyKind, paragraph } from '../fixtures.js'

function render(content: unknown) {
  const logged: string[] = []
  const html = renderToStaticMarkup(renderRichText(content as RichTextContent, { log: (message) => logged.push(message) }))
  return { html, logged }
}

test.group('renderRichText: React from the node tree (spec 001 §3.8, spec 002 §8)', () => {
  test('every node kind renders as its element; headings sit below the page headings', ({ assert }) => {
    const { html, logged } = render(everyKind())
    for (const fragment of [
      '<h3>Title</h3>', '<h4><em>Sub</em></h4>', '<h5>Small</h5>', '<strong>bold</strong>',
      '<s><u><em><strong>all</strong></em></u></s>', '<code>code</code>', ' line<br/>break ', '<sup>2</sup>',
      '<span class="rich-text-mention">@Ada L.</span>', '<span class="rich-text-template">{learnerName}</span>',
      '<ol start="3">', '<blockquote><p>quoted</p></blockquote>', '<hr/>', '<time dateTime="2026-12-01T17:00:00.000Z">',
      '<img src="/uploads/12/photo.webp" alt="A photo" loading="lazy" referrerPolicy="no-referrer"/>',
    ]) {
      assert.include(html, fragment)
    }
    assert.deepEqual(logged, [])
  })

  test('user links are rel "ugc nofollow noopener"; external ones open in a new tab (spec 000 §2.1)', ({ assert }) => {
    const { html } = render(everyKind())
    assert.include(html, '<a href="https://example.org/a?b=1" rel="ugc nofollow noopener" target="_blank">external <sup>sup in link</sup></a>')
    assert.include(html, '<a href="/w/math" rel="ugc nofollow noopener"><strong>internal</strong></a>')
  })

  test('a {host} link shows as text and is logged; another host\'s image is skipped and logged', ({ assert }) => {
    const { html, logged } = render({
      serialization_method: 'slate_json_v1',
      content: [
        { type: 'paragraph', children: [{ type: 'link', url: '{host}/x', isInternal: false, children: [{ text: 'x' }] }] },
        { type: 'image', url: 'https://tracker.example/p.gif', alt: '', children: [{ text: '' }] },
      ],
    })
    assert.equal(html, '<p>x</p>')
    assert.lengthOf(logged, 2)
  })

  test('raw_html is never shown: the error text, or [THIS CONTENT CANNOT BE DISPLAYED] without a source', ({ assert }) => {
    assert.equal(render({ serialization_method: 'raw_html', content: '<b>hi</b>' }).html, `<p class="rich-text-error">${RICH_TEXT_MESSAGES.cannotDisplay}</p>`)
    assert.equal(render({ serialization_method: 'raw_html', content: '' }).html, `<p class="rich-text-error">${RICH_TEXT_MESSAGES.noSource}</p>`)
    assert.equal(render({ serialization_method: 'raw_html' }).html, `<p class="rich-text-error">${RICH_TEXT_MESSAGES.noSource}</p>`)
  })

  test('an unknown serialization, or a string or HTML where the node list belongs, is the error text and logged', ({ assert }) => {
    for (const content of [{ serialization_method: 'markdown', content: '*x*' }, { serialization_method: 'slate_json_v1', content: '<p>x</p>' }]) {
      const { html, logged } = render(content)
      assert.equal(html, `<p class="rich-text-error">Oops! There was an error displaying this content.</p>`)
      assert.lengthOf(logged, 1)
    }
  })

  test('plain text keeps its line breaks; nothing stored renders nothing; an over-deep tree is the error text', ({ assert }) => {
    assert.equal(render({ serialization_method: 'plain_text', content: 'a\nb <b>' }).html, '<p style="white-space:pre-wrap">a\nb &lt;b&gt;</p>')
    assert.equal(render(null).html, '')
    let deep: unknown = { text: 'x' }
    for (let level = 0; level < 50; level++) deep = { type: 'sup', children: [deep] }
    assert.include(render(paragraph(deep)).html, RICH_TEXT_MESSAGES.cannotDisplay)
  })
})
