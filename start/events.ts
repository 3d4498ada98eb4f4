/*
 * Platform jobs and listeners (modules' own load with their manifests: start/routes.ts).
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { startOutboxSweeps } from '#kernel/events/sweeper'
import '#app/support/mail/send_mail_job'
import { appUrlWarning } from '#app/support/app_url'
import { appUrl } from '#config/app'
/*
 * The hook event outbox's sweeper (app/kernel/events/sweeper.ts): web processes run a pass at boot and schedule the next ones.
 */
if (app.getEnvironment() === 'web') {
  const urlWarning = appUrlWarning(appUrl)
  if (urlWarning) logger.warn(urlWarning)
  await app.ready(() => {
    startOutboxSweeps().catch((error) => logger.error({ err: error }, 'could not start the outbox sweeper'))
  })
}
