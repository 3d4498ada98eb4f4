import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Editing one's own message (issue 14): `messages.edited_at` marks an edited message for its
 * readers, and `message_edits` keeps every earlier body — moderators reviewing a conversation see
 * what was there before, so an edit cannot hide what was said.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('messages', (table) => {
      table.timestamp('edited_at').nullable()
    })
    this.schema.createTable('message_edits', (table) => {
      table.increments('id')
      table.integer('message_id').unsigned().notNullable().references('id').inTable('messages').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('previous_body').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['message_id'])
    })
  }

  async down() {
    this.schema.dropTable('message_edits')
    this.schema.alterTable('messages', (table) => {
      table.dropColumn('edited_at')
    })
  }
}
