import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Who set or cleared a session's tags, and when (spec 001 §3.3 session_tag; a trace like
 * mentor_actions): one row per change, appended, never edited. session_tags keeps the current
 * tags (its user_id is who added the tag); this log keeps removals and the staff's note too.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('session_tag_actions', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('tag', 10).notNullable()
      table.string('action', 8).notNullable()
      table.text('note').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['session_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('session_tag_actions')
  }
}
