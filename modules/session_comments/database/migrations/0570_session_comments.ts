import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.3 session_comment (id, session_id, user_id, message, message_safe, hidden_at,
 * created_at) plus what moderation needs to tell a held comment from a hidden one: held_at (held
 * automatically for contact details between a minor and an adult, issue 13 §4) and
 * hidden_by_user_id (the moderator who hid it). hidden_at is set in both cases, so "visible" is
 * one test: hidden_at IS NULL.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('session_comments', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('message').notNullable()
      table.text('message_safe').notNullable()
      table.timestamp('hidden_at').nullable()
      table.integer('hidden_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('held_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['session_id', 'id'])
      table.index(['user_id'])
      table.index(['held_at'])
    })
  }

  async down() {
    this.schema.dropTable('session_comments')
  }
}
