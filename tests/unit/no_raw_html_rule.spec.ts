import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import { ESLint } from 'eslint'

/*
 * No raw HTML anywhere (issue 9 §2: "no dangerouslySetInnerHTML anywhere in the app (a lint rule
 * enforces it)"): eslint.config.js's no-restricted-syntax entries fire on every HTML sink.
 */
const ROOT = app.appRoot.pathname.replace(/\/$/, '')

test.group('ESLint forbids raw HTML sinks', (group) => {
  // The first lint loads the TypeScript parser: seconds on a busy machine.
  group.each.timeout(30_000)
  let eslint: ESLint
  group.setup(() => {
    eslint = new ESLint({ cwd: ROOT })
  })

  const rawHtmlErrors = async (text: string, file: string) => {
    const [result] = await eslint.lintText(text, { filePath: `${ROOT}/${file}` })
    return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.startsWith('Raw HTML is never injected'))
  }

  test('{name} is an error')
    .with([
      { name: 'the dangerouslySetInnerHTML JSX attribute', file: 'modules/site/ui/pages/x.tsx', code: "export const A = () => <div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />\n" },
      { name: 'dangerouslySetInnerHTML in createElement props', file: 'modules/rich_text/shared/x.ts', code: "import { createElement } from 'react'\nexport const a = createElement('div', { dangerouslySetInnerHTML: { __html: 'x' } })\n" },
      { name: 'assigning innerHTML', file: 'resources/inertia/lib/x.ts', code: "export function f(el: HTMLElement) {\n  el.innerHTML = '<b>x</b>'\n}\n" },
      { name: 'assigning outerHTML', file: 'programs/x/ui/x.ts', code: "export function f(el: HTMLElement) {\n  el.outerHTML = 'x'\n}\n" },
      { name: 'insertAdjacentHTML', file: 'modules/site/ui/x.ts', code: "export function f(el: HTMLElement) {\n  el.insertAdjacentHTML('beforeend', 'x')\n}\n" },
      { name: 'document.write', file: 'resources/inertia/x.ts', code: "export function f() {\n  document.write('x')\n}\n" },
    ])
    .run(async ({ assert }, row) => {
      assert.lengthOf(await rawHtmlErrors(row.code, row.file), 1)
    })

  test('rendering text through React and reading innerHTML are fine', async ({ assert }) => {
    const code = "export const A = ({ t }: { t: string }) => <p title={t}>{t}</p>\nexport const read = (el: HTMLElement) => el.innerHTML.length\n"
    assert.lengthOf(await rawHtmlErrors(code, 'modules/site/ui/pages/x.tsx'), 0)
  })
})
