import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.3 session.safety_check_at and safety_check_by_user_id: when staff marked the
 * session safety-checked, and who (the staff console's Sessions page writes them, issue 13 §4).
 * The index serves the console's "not yet safety-checked" list.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.timestamp('safety_check_at').nullable()
      table.integer('safety_check_by_user_id').unsigned().nullable().references('id').inTable('users')
      table.index(['safety_check_at', 'start_date'])
    })
  }

  async down() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.dropIndex(['safety_check_at', 'start_date'])
      table.dropColumn('safety_check_by_user_id')
      table.dropColumn('safety_check_at')
    })
  }
}
