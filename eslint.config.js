import { configApp } from '@adonisjs/eslint-config'
import boundaries from './app/kernel/lint/boundaries_rule.js'

export default configApp(
  {
    name: 'Peerhaven boundaries',
    files: ['modules/**/*.{ts,tsx}', 'programs/**/*.{ts,tsx}'],
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
    name: 'Peerhaven tests',
    files: ['**/tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  },
  { ignores: ['.toolchain/**', 'build/**', 'public/**', 'tmp/**', '.adonisjs/**'] }
)
