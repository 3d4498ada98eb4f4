import { globSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const appRoot = fileURLToPath(new URL('../../../', import.meta.url))

/*
 * Migration folders, in the order they run. A context that owns tables adds its folder here.
 * Programs are picked up automatically (programs/<program>/database/migrations, after every
 * module), so removing a program's folder needs no change here.
 */
export const migrationPaths = [
  'database/migrations',
  'modules/identity/database/migrations',
  'modules/catalog/database/migrations',
  'modules/worlds/database/migrations',
  // series before tutoring: a session may belong to a series (sessions.series_id).
  'modules/series/database/migrations',
  'modules/tutoring/database/migrations',
  'modules/admin/database/migrations',
  // Program kernel: generic waitlists and deadline-task runs (app/kernel/programs).
  'app/kernel/programs/database/migrations',
  ...globSync('programs/*/database/migrations', { cwd: appRoot }).sort(),
]
