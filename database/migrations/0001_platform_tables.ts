import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Platform tables: server-side sessions, rate-limit counters, sent-mail idempotency keys.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sessions', (table) => {
      table.string('id', 255).primary()
      table.string('user_id', 64).nullable().index()
      table.text('data').notNullable()
      table.timestamp('expires_at').notNullable().index()
    })
    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })
    this.schema.createTable('mail_deliveries', (table) => {
      table.increments('id')
      table.string('idempotency_key', 255).notNullable().unique()
      table.string('recipient', 320).notNullable()
      table.string('subject', 255).notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('mail_deliveries')
    this.schema.dropTable('rate_limits')
    this.schema.dropTable('sessions')
  }
}
