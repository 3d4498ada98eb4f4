import { test } from '@japa/runner'
import { renderToStaticMarkup } from 'react-dom/server'
import katex from 'katex'
import { KATEX_OPTIONS, renderRichText, validateRichText, type RichTextContent } from '../../shared/index.js'
import { LATEX_PAYLOADS, XSS_PAYLOADS } from '../xss/payloads.js'

/*
 * The XSS gate, server half (issue 9 §2 security gate): every payload of the corpus in every slot
 * of a stored document. Each document is either refused by validateRichText or, when accepted,
 * renders to markup without anything executable; and the reader is defensive on its own, so the
 * markup of refused documents (old or hand-made data) is checked too. The paste path (ProseMirror's
 * HTML parsing needs a DOM) is tests/browser/rich_text.spec.ts.
 */

const EMPTY = [{ text: '' }]
const slate = (...content: unknown[]) => ({ serialization_method: 'slate_json_v1', content })
const inParagraph = (node: unknown) => slate({ type: 'paragraph', children: [node] })

/** The payload in each text and attribute slot (and in the places no attribute should be). */
function documentsWith(payload: string): Record<string, unknown> {
  return {
    'text': inParagraph({ text: payload, bold: true }),
    'heading text': slate({ type: 'heading', level: 1, children: [{ text: payload }] }),
    'link url': inParagraph({ type: 'link', url: payload, isInternal: false, children: [{ text: 'x' }] }),
    'internal link url': inParagraph({ type: 'link', url: payload, isInternal: true, children: [{ text: 'x' }] }),
    'link text': inParagraph({ type: 'link', url: 'https://example.org', isInternal: false, children: [{ text: payload }] }),
    'mention username': inParagraph({ type: 'mention', userId: 1, username: payload, displayName: 'A', children: EMPTY }),
    'mention name': inParagraph({ type: 'mention', userId: 1, username: 'a', displayName: payload, children: EMPTY }),
    'mention id': inParagraph({ type: 'mention', userId: payload, username: 'a', displayName: 'A', children: EMPTY }),
    'image url': slate({ type: 'image', url: payload, alt: 'x', children: EMPTY }),
    'image alt': slate({ type: 'image', url: '/uploads/1/a.webp', alt: payload, children: EMPTY }),
    'inline formula': inParagraph({ type: 'math-inline', latex: payload, children: EMPTY }),
    'block formula': slate({ type: 'math-block', latex: payload, children: EMPTY }),
    'date-time': inParagraph({ type: 'date-time', iso: payload, children: EMPTY }),
    'template name': inParagraph({ type: 'template', name: payload, children: EMPTY }),
    'list start': slate({ type: 'numbered-list', start: payload, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'a' }] }] }] }),
    'element type': slate({ type: payload, children: [{ text: 'x' }] }),
    'attribute name': slate({ type: 'paragraph', [payload]: 'x', children: [{ text: 'x' }] }),
    'mark name': inParagraph({ text: 'x', [payload]: true }),
    'plain text': { serialization_method: 'plain_text', content: payload },
    'raw html': { serialization_method: 'raw_html', content: payload },
    'serialization method': { serialization_method: payload, content: [] },
    'content string': { serialization_method: 'slate_json_v1', content: payload },
  }
}

const DANGEROUS_SCHEME = /^(javascript|data|vbscript|livescript|blob|file):/

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** What in this markup could run script: a script element, an on* attribute, a script URL. */
function scriptInMarkup(html: string): string | null {
  if (/<\s*script/i.test(html)) return 'a script element'
  const tags = html.match(/<[a-z][^>]*>/gi) ?? []
  for (const tag of tags) {
    // Attribute by attribute (values are quoted), so text inside a value is not taken for one.
    for (const [, name, raw = ''] of tag.matchAll(/\s([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      const attribute = name.toLowerCase()
      if (attribute.startsWith('on')) return `an event handler in ${tag.slice(0, 80)}`
      // Browsers ignore control characters and spaces in a URL's scheme.
      // eslint-disable-next-line no-control-regex
      const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007F-\u009F\u200B-\u200F\uFEFF]/g, '').toLowerCase()
      if (attribute === 'srcdoc') return 'an srcdoc attribute'
      if (attribute === 'style' && /url\(|expression\(/.test(value)) return `a style that loads ${value.slice(0, 60)}`
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute) && DANGEROUS_SCHEME.test(value)) return `a ${attribute}="${value.slice(0, 60)}"`
    }
  }
  return null
}

/** The reader's markup holds none of that, nor any element that loads or embeds content. */
function executableMarkup(html: string): string | null {
  if (/<(iframe|object|embed|base|meta|link|form|svg|math|style)[\s>/]/i.test(html)) return 'an element that loads or runs content'
  return scriptInMarkup(html)
}

const quiet = { log: () => {} }

test.group('XSS gate: stored documents (issue 9 §2, spec 001 §3.8)', () => {
  test('the corpus holds at least 500 distinct payloads', ({ assert }) => {
    assert.isAtLeast(new Set(XSS_PAYLOADS).size, 500)
    assert.equal(new Set(XSS_PAYLOADS).size, XSS_PAYLOADS.length)
  })

  test('the detector itself finds each kind of executable markup', ({ assert }) => {
    assert.isNotNull(executableMarkup('<p><script>x</script></p>'))
    assert.isNotNull(executableMarkup('<img src="x" onerror="alert(1)">'))
    assert.isNotNull(executableMarkup('<a href="&#106;avascript:alert(1)">x</a>'))
    assert.isNotNull(executableMarkup('<a href=" JAVA\tSCRIPT:x">x</a>'.replace('\t', '')))
    assert.isNotNull(executableMarkup('<img src="data:image/svg+xml,x">'))
    assert.isNull(executableMarkup('<p>&lt;script&gt;alert(1)&lt;/script&gt; onerror=alert(1)</p>'))
    assert.isNull(executableMarkup('<a href="https://example.org" rel="ugc nofollow noopener" target="_blank">x</a>'))
  })

  test('every payload in every slot is refused or renders without executable markup', ({ assert }) => {
    const failures: string[] = []
    let accepted = 0
    let checked = 0
    for (const payload of XSS_PAYLOADS) {
      for (const [slot, document] of Object.entries(documentsWith(payload))) {
        const { errors } = validateRichText(document, { variant: 'full' })
        if (errors.length === 0) accepted++
        const html = renderToStaticMarkup(renderRichText(document as RichTextContent, quiet))
        checked++
        const found = executableMarkup(html)
        if (found) failures.push(`${slot} ${JSON.stringify(payload).slice(0, 80)}: ${found} (${errors.length === 0 ? 'accepted' : 'refused'})`)
      }
    }
    assert.deepEqual(failures.slice(0, 10), [])
    // Text slots accept any payload (it is only text): the gate really renders accepted documents.
    assert.isAbove(accepted, XSS_PAYLOADS.length * 3)
    assert.isAbove(checked, XSS_PAYLOADS.length * 20)
  })

  test('links that survive validation are http(s), mailto or our own paths, with rel ugc nofollow', ({ assert }) => {
    for (const payload of XSS_PAYLOADS) {
      const document = inParagraph({ type: 'link', url: payload, isInternal: payload.startsWith('/') && !payload.startsWith('//'), children: [{ text: 'x' }] })
      if (validateRichText(document).errors.length > 0) continue
      const html = renderToStaticMarkup(renderRichText(document as RichTextContent, quiet))
      assert.match(html, /<a href="(https?:\/\/|mailto:|\/(?!\/))[^"]*" rel="ugc nofollow noopener"/, payload)
    }
  })

  test('KaTeX with our options turns every payload into inert markup (\\href, \\url, \\html*, images)', ({ assert }) => {
    const failures: string[] = []
    for (const latex of [...LATEX_PAYLOADS, ...XSS_PAYLOADS]) {
      for (const displayMode of [false, true]) {
        const html = katex.renderToString(latex, { ...KATEX_OPTIONS, displayMode })
        // KaTeX's own markup has svg and MathML elements; links and images must not appear.
        const found = /<a\s|<img\s/i.test(html) ? 'a link or image' : scriptInMarkup(html)
        if (found) failures.push(`${JSON.stringify(latex).slice(0, 60)}: ${found}`)
      }
    }
    assert.deepEqual(failures.slice(0, 10), [])
  })
})
