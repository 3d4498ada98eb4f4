import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Staff console tables.
 * - website_settings (spec 001 §3.5): one row per key, the value as JSON text. Decision: not
 *   soft-deleted (a setting is overwritten, never removed); its history is the audit log.
 * - admin_audit_events: one row per staff change (roles, suspensions, session deletions,
 *   templates, settings), written in the same transaction as the change. Append-only, so no
 *   updated_at and no deleted_at.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('website_settings', (table) => {
      table.increments('id')
      table.string('key', 80).notNullable().unique()
      table.text('value').notNullable()
      table.integer('updated_by_user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('admin_audit_events', (table) => {
      table.increments('id')
      table.integer('actor_user_id').unsigned().nullable().references('id').inTable('users')
      table.string('action', 60).notNullable()
      table.string('subject_type', 40).notNullable()
      table.string('subject_id', 120).notNullable()
      table.text('details').notNullable().defaultTo('{}')
      table.timestamp('created_at').notNullable()
      table.index(['subject_type', 'subject_id'])
      table.index(['actor_user_id'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('admin_audit_events')
    this.schema.dropTable('website_settings')
  }
}
