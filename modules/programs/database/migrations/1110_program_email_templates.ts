import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Program Emails (issue 17 §4; spec 000 §2.6 program/emails): one email template per program and
 * iteration phase. `phase` is one of PROGRAM_EMAIL_PHASES (shared/program_emails.ts), checked by
 * the validator, a plain string so a new phase needs no migration on either database. A template
 * sends nothing until staff enable it. Sending is a deadline task (jobs/program_emails.ts);
 * mail_deliveries' idempotency key makes it once per iteration, phase and person.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('program_email_templates', (table) => {
      table.increments('id')
      table.string('program_slug', 80).notNullable()
      table.string('phase', 40).notNullable()
      table.string('subject', 150).notNullable()
      table.text('body').notNullable()
      table.boolean('enabled').notNullable().defaultTo(false)
      table.integer('updated_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['program_slug', 'phase'])
    })
  }

  async down() {
    this.schema.dropTable('program_email_templates')
  }
}
