import { BaseSchema } from '@adonisjs/lucid/schema'

/* The notification store (spec 001 §3.2 notification) and the bell's read mark (spec 001 §3.1 user). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notifications', (table) => {
      table.increments('id')
      // What happened: the notifying module's kind (`post.mention`), its describe() builds the line.
      table.string('key', 60).notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.integer('related_user_id').unsigned().nullable()
      table.integer('secondary_related_user_id').unsigned().nullable()
      table.integer('world_id').unsigned().nullable()
      table.integer('session_id').unsigned().nullable()
      table.integer('series_id').unsigned().nullable()
      table.integer('post_id').unsigned().nullable()
      table.text('payload').notNullable().defaultTo('{}')
      // Scheduled notifications wait in the table until notify_at (they survive a restart).
      table.timestamp('notify_at').notNullable()
      table.timestamp('clicked_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // The bell's count and the lists: one user's notifications, newest due first.
      table.index(['user_id', 'notify_at'])
    })
    this.schema.alterTable('users', (table) => {
      table.timestamp('notifications_last_viewed_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('notifications_last_viewed_at')
    })
    this.schema.dropTable('notifications')
  }
}
