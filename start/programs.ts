/*
 * The program list. A program plugs in by adding one line here; removing its folder and its
 * line leaves the rest of the app building and passing.
 *
 * Preloaded at boot: every program's manifest and iteration files are validated here (a bad
 * iteration file fails boot with a message naming the file and the field), then each program
 * registers its hooks and routes.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import '#kernel/programs/routes'
import { loadPrograms, type ProgramLoader } from '#kernel/programs/registry'
import { ensureDeadlineSchedule } from '#kernel/programs/deadlines'

export const programLoaders: ProgramLoader[] = [
  () => import('#programs/college_admissions_workshops/program'),
]

await loadPrograms(programLoaders)

/* With Redis, web processes make sure the repeatable deadline job exists (idempotent upsert). */
if (app.getEnvironment() === 'web') {
  await app.ready(() => {
    ensureDeadlineSchedule().catch((error) => logger.error({ err: error }, 'could not schedule program deadlines'))
  })
}
