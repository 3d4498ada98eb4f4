import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { logTransport } from '#app/support/mail/log_transport'

/*
 * Without SMTP settings, mail is written to the log (and captured in tests); see README.
 */
const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER', 'log') === 'smtp' ? 'smtp' : 'log',
  from: { address: env.get('MAIL_FROM_ADDRESS', 'hello@peerhaven.local'), name: 'Peerhaven' },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD', '') }
        : undefined,
    }),
    log: logTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
