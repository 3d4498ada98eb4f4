/*
 * Pasted HTML is parsed by ProseMirror in an inert document, yet Chromium still dispatches SVG
 * load and animation events while parsing (`<svg onload=…>`, `<animate onbegin=…>`): the CSP
 * blocks them, and the XSS gate counts such attempts as failures. The editor keeps no SVG or
 * MathML, so their tags become unknown HTML elements before parsing: their text survives, no
 * event of theirs can fire. Only renames, never adds, so it cannot create markup.
 */
const FOREIGN_CONTENT_TAG = /<(\/?)(svg|math)(?=[\s/>]|$)/gi

export function neutralizePastedHtml(html: string): string {
  return html.replace(FOREIGN_CONTENT_TAG, '<$1x-$2')
}
