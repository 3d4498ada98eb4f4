import { configApp } from '@adonisjs/eslint-config'
import boundaries from './app/kernel/lint/boundaries_rule.js'

const RAW_HTML_MESSAGE = 'Raw HTML is never injected: render React elements (see modules/rich_text renderRichText).'

export const RAW_HTML_SINKS = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: RAW_HTML_MESSAGE },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: RAW_HTML_MESSAGE },
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: RAW_HTML_MESSAGE },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]", message: RAW_HTML_MESSAGE },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: RAW_HTML_MESSAGE },
]

export default configApp(
  {
    name: 'Peerhaven boundaries',
    files: ['app/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}', 'programs/**/*.{ts,tsx}'],
    plugins: { peerhaven: { rules: { boundaries } } },
    rules: { 'peerhaven/boundaries': 'error' },
  },
  {
    name: 'Peerhaven overrides',
    rules: {
      // Formatting is prettier's job (npm run format), not a lint failure.
      'prettier/prettier': 'off',
    },
  },
  {
    // Rich text and every other user content reach the page only through React's escaping
    // (issue 9 §2): no raw HTML sinks anywhere. tests/unit/no_raw_html_rule.spec.ts proves it fires.
    name: 'Peerhaven no raw HTML',
    files: ['**/*.{ts,tsx,js}'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_HTML_SINKS] },
  },
  {
    name: 'Peerhaven tests',
    files: ['**/tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  },
  { ignores: ['.toolchain/**', 'build/**', 'public/**', 'tmp/**', '.adonisjs/**'] }
)
