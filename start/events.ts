/*
 * Loads each context's public surface so its listeners, jobs and navigation entries register.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { startOutboxSweeps } from '#kernel/events/sweeper'
import '#app/support/mail/send_mail_job'
import '#modules/identity/index'
import '#modules/catalog/index'
import '#modules/worlds/index'
import '#modules/tutoring/index'
import '#modules/series/index'
import '#modules/dashboard/index'
import '#modules/site/index'
import '#modules/admin/index'

/*
 * The hook event outbox's sweeper (app/kernel/events/sweeper.ts; its job is known to every
 * process through the import above): web processes run a pass at boot and schedule the next ones.
 */
if (app.getEnvironment() === 'web') {
  await app.ready(() => {
    startOutboxSweeps().catch((error) => logger.error({ err: error }, 'could not start the outbox sweeper'))
  })
}
