import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Blind double review (issue 12 §3 ★): a sample of peer audits (the first audit of a session) gets
 * a second, independent audit by another eligible reviewer, who is not told and never sees the
 * first. second_audit_id is set when it is written; agreement is computed from the two audits.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('double_reviews', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().unique().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('first_audit_id').unsigned().notNullable().unique().references('id').inTable('tutor_audits').onDelete('CASCADE')
      table.integer('second_audit_id').unsigned().nullable().unique().references('id').inTable('tutor_audits').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('completed_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('double_reviews')
  }
}
