import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The consent ledger (issue 16 §1; spec 001 §3.4 program consent, §4.4 consent requested →
 * completed, assent separate). Append-only: a row is never updated or deleted by the app; the
 * current state of a person's consent is derived from their rows (modules/consent/shared/derive.ts).
 * world_id has no foreign key: worlds sit in a higher layer and migrate after this module.
 * The IP is kept only as a keyed hash (ip_hash), never raw.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('consent_events', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('action', 10).notNullable()
      table.string('purpose', 80).notNullable()
      table.string('program_slug', 80).nullable()
      table.integer('world_id').unsigned().nullable()
      table.string('given_by', 20).notNullable()
      table.string('guardian_name', 120).nullable()
      table.string('guardian_email', 254).nullable()
      table.integer('evidence_form_response_id').unsigned().nullable()
      table.text('evidence').nullable()
      table.string('ip_hash', 64).nullable()
      table.integer('recorded_by_user_id').unsigned().nullable()
      table.timestamp('occurred_at').notNullable()
      table.index(['user_id', 'occurred_at'])
      table.index(['guardian_email'])
    })
  }

  async down() {
    this.schema.dropTable('consent_events')
  }
}
