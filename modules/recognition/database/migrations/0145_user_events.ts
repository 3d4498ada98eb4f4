import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * user_event: the points ledger (spec 001 §3.1). Points are the sum of event_points, never a
 * counter edited in place. Decision beyond the spec's columns: idempotency_key (UNIQUE, nullable),
 * so a retried job or a repeated request records an award once (DESIGN "Rules that keep data right").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('user_events', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // No foreign key: the sessions table belongs to a higher layer (tutoring) and migrates later.
      table.integer('session_id').unsigned().nullable()
      table.string('event_type', 60).notNullable()
      table.text('event_payload').nullable()
      table.integer('event_points').notNullable().defaultTo(0)
      table.string('processed_with', 60).nullable()
      table.string('idempotency_key', 191).nullable().unique()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['event_type'])
    })
  }

  async down() {
    this.schema.dropTable('user_events')
  }
}
