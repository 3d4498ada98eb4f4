import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.3 session.mentor_actions ("entries carry timestamp, status, userId, userName,
 * comment"), as a log table of peer review's: one row per action, appended, never edited. The
 * status of a session is its last row (spec 001 §4.3); the user's name is read at display time.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('session_mentor_actions', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('status', 12).notNullable()
      table.text('comment').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['session_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('session_mentor_actions')
  }
}
