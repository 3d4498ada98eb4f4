import { existsSync, globSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MODULE_NAMES } from '#start/modules'

const appRoot = fileURLToPath(new URL('../../../', import.meta.url))

/*
 * Migration folders, in the order they run: the platform's, then each module's
 * (modules/<name>/database/migrations) in the order of start/modules.ts (lowest layer first),
 * then every program's (programs/<program>/database/migrations). Nothing to edit here when a
 * module or program is added or removed.
 */
export const migrationPaths = [
  'database/migrations',
  ...MODULE_NAMES.map((name) => `modules/${name}/database/migrations`).filter((path) => existsSync(`${appRoot}${path}`)),
  ...globSync('programs/*/database/migrations', { cwd: appRoot }).sort(),
]
