import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The hook event outbox (DESIGN "Inside a context": events recorded in an outbox row in the
 * writer's transaction and delivered by idempotent jobs; app/kernel/events).
 * - hook_outbox_events: one row per emitted event, written in the same transaction as the change,
 *   so an event exists if and only if the change committed. dedupe_key (optional, unique) records
 *   an event once however many schedulers notice it (session.ended). settled_at is set once every
 *   handler delivered or was given up on; the sweeper looks only at unsettled rows.
 * - hook_outbox_deliveries: one row per event and handler key (unique), claimed by a guarded
 *   UPDATE before the handler runs, so a handler runs at most once per event however many jobs
 *   or sweepers deliver it. A failure releases the claim until retry_at.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('hook_outbox_events', (table) => {
      table.increments('id')
      table.string('event', 100).notNullable()
      table.text('payload').notNullable()
      table.string('dedupe_key', 255).nullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('settled_at').nullable()
      table.index(['settled_at', 'created_at'])
    })

    this.schema.createTable('hook_outbox_deliveries', (table) => {
      table.increments('id')
      table.integer('event_id').unsigned().notNullable().references('id').inTable('hook_outbox_events').onDelete('CASCADE')
      table.string('handler_key', 255).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('started_at').nullable()
      table.timestamp('retry_at').nullable()
      table.timestamp('delivered_at').nullable()
      table.timestamp('failed_at').nullable()
      table.text('last_error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['event_id', 'handler_key'])
    })
  }

  async down() {
    this.schema.dropTable('hook_outbox_deliveries')
    this.schema.dropTable('hook_outbox_events')
  }
}
