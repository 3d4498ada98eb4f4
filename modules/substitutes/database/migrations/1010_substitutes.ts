import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Substitute broadcasts (issue 18, README): one call per unhosted session (the unique session_id
 * makes a second job run, or a second worker, offer nothing), the tutors it was offered to (one
 * offer per tutor and session), and who accepted — set by a guarded update, so one tutor wins.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('substitute_calls', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().unique().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('accepted_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('accepted_at').nullable()
      table.timestamp('closed_at').nullable()
      /* accepted | host-opened | ended */
      table.string('close_reason', 20).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['closed_at'])
    })

    this.schema.createTable('substitute_offers', (table) => {
      table.increments('id')
      table.integer('call_id').unsigned().notNullable().references('id').inTable('substitute_calls').onDelete('CASCADE')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['session_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('substitute_offers')
    this.schema.dropTable('substitute_calls')
  }
}
