import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Conversations and messages (spec 001 §3.2 conversation, conversation_user, message; issue 14 §1)
 * and user_blocks. Decisions where the spec is silent:
 * - `key` makes a conversation findable once: `direct:<lower id>:<higher id>`, `session:<id>`,
 *   `series:<id>`, `staff:<admin message id>` (unique, so two concurrent starts make one).
 * - `last_message_id` / `last_activity_at` are kept by the writers (the inbox sorts and previews
 *   without reading every message); `last_activity_at` starts at the creation time.
 * - Session and series groups have no member rows for membership: who belongs is read from the
 *   tutoring and series tables at read time (a withdrawn registrant loses access at once); their
 *   conversation_users rows only keep read state and mute.
 * - message: `excerpt` (text, 200 characters) for previews and reports; `hidden_at`/`hidden_by`
 *   (moderators); `held_for_review_at` (contact details between a minor and an adult: only the
 *   writer sees it until safety staff release it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('conversations', (table) => {
      table.increments('id')
      table.string('type', 30).notNullable()
      table.string('key', 80).nullable().unique()
      table.string('external_uuid', 36).notNullable().unique()
      table.integer('session_id').unsigned().nullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('series_id').unsigned().nullable().references('id').inTable('series').onDelete('CASCADE')
      table.integer('admin_message_id').unsigned().nullable()
      table.integer('last_message_id').unsigned().nullable()
      table.timestamp('last_activity_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['session_id'])
      table.index(['series_id'])
    })

    this.schema.createTable('conversation_users', (table) => {
      table.increments('id')
      table.integer('conversation_id').unsigned().notNullable().references('id').inTable('conversations').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('last_read_message_id').unsigned().nullable()
      table.timestamp('last_read_at').nullable()
      table.boolean('muted').notNullable().defaultTo(false)
      table.timestamp('left_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['conversation_id', 'user_id'])
      table.index(['user_id', 'conversation_id'])
    })

    this.schema.createTable('messages', (table) => {
      table.increments('id')
      table.integer('conversation_id').unsigned().notNullable().references('id').inTable('conversations').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('type', 20).notNullable().defaultTo('text')
      table.text('body').notNullable()
      table.string('excerpt', 200).notNullable().defaultTo('')
      table.timestamp('hidden_at').nullable()
      table.integer('hidden_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('held_for_review_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // Paging a conversation and counting its unread messages walk (conversation_id, id).
      table.index(['conversation_id', 'id'])
    })

    this.schema.createTable('user_blocks', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('blocked_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'blocked_user_id'])
      table.index(['blocked_user_id'])
    })
  }

  async down() {
    this.schema.dropTable('user_blocks')
    this.schema.dropTable('messages')
    this.schema.dropTable('conversation_users')
    this.schema.dropTable('conversations')
  }
}
