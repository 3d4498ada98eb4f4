import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Issue 14 §2–3: preferences per kind and channel, and one delivery row per notification and
 * outside channel (email, sms). A delivery's idempotency key is unique, so a notification
 * reaches a channel at most once however often jobs, retries and sweeps run.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('notifications', (table) => {
      // The recipient's in-app preference for the kind when it was stored: off = bell and page skip it.
      table.boolean('in_app').notNullable().defaultTo(true)
      // notify({ idempotencyKey }): a second notify with the same key stores and sends nothing.
      table.string('idempotency_key', 190).nullable().unique()
    })

    this.schema.createTable('notification_preferences', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 60).notNullable()
      table.string('channel', 10).notNullable()
      table.boolean('enabled').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'kind', 'channel'])
    })

    this.schema.createTable('notification_deliveries', (table) => {
      table.increments('id')
      table
        .integer('notification_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('notifications')
        .onDelete('CASCADE')
      // Null for a text message sent without a notification (sendSms: a verification code).
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('channel', 10).notNullable()
      table.string('idempotency_key', 190).notNullable().unique()
      // pending → sending (claimed by one worker) → sent | skipped | failed
      table.string('status', 10).notNullable()
      table.timestamp('due_at').notNullable()
      table.timestamp('claimed_at').nullable()
      table.timestamp('sent_at').nullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('payload').notNullable().defaultTo('{}')
      table.timestamp('created_at').notNullable()
      // The sweep: due pending deliveries, oldest first.
      table.index(['status', 'due_at'])
    })

  }

  async down() {
    this.schema.dropTable('notification_deliveries')
    this.schema.dropTable('notification_preferences')
    this.schema.alterTable('notifications', (table) => {
      table.dropColumn('in_app')
    })
  }
}
