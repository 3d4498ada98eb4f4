import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Calibration (issue 12 §3 ★): staff mark an audited session as a gold standard; the reference
 * answers are those of a staff audit of it. Peer auditors get gold sessions blind in their queue,
 * and their answers are compared with the reference (agreement per auditor and rubric section).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('calibration_sessions', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().unique().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('reference_audit_id').unsigned().notNullable().references('id').inTable('tutor_audits').onDelete('CASCADE')
      table.integer('marked_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('calibration_sessions')
  }
}
