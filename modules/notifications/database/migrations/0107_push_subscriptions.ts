import { BaseSchema } from '@adonisjs/lucid/schema'

/* Web push (issue 14 §2): the browsers a user allowed, one row per push endpoint. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('push_subscriptions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // A browser's endpoint belongs to whoever subscribed last on it (a shared computer).
      table.string('endpoint', 1000).notNullable().unique()
      table.string('p256dh', 200).notNullable()
      table.string('auth', 100).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('push_subscriptions')
  }
}
