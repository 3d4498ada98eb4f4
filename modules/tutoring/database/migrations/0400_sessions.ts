import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.3: session, session_host, session_registration; plus the private calendar feed.
 * The table is `tutoring_sessions` because `sessions` holds the web sessions.
 * `seats_taken` is the capacity counter moved by a guarded UPDATE; `calendar_sequence` is the
 * iCalendar SEQUENCE, bumped on every change a registrant should see. `series_id` is added by the
 * series context (a higher layer), modules/series/database/migrations/0310_session_series.ts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tutoring_sessions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.integer('world_id').unsigned().notNullable().references('id').inTable('worlds')
      table.integer('topic_id').unsigned().notNullable().references('id').inTable('topics')
      table.string('title', 200).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.text('qualifications').notNullable().defaultTo('')
      table.integer('max_learners').notNullable()
      table.integer('seats_taken').notNullable().defaultTo(0)
      table.text('languages').notNullable().defaultTo('["en"]')
      table.timestamp('start_date').notNullable()
      table.timestamp('end_date').notNullable()
      table.timestamp('zoom_start_date').nullable()
      table.timestamp('zoom_end_date').nullable()
      table.string('meeting_url', 500).nullable()
      table.text('changelog').notNullable().defaultTo('[]')
      table.boolean('attempted_hosting').notNullable().defaultTo(false)
      table.boolean('allow_cohosts').notNullable().defaultTo(false)
      table.string('attendance_policy', 40).notNullable().defaultTo('standard')
      table.timestamp('canceled_at').nullable()
      table.string('cancel_reason', 280).nullable()
      table.integer('calendar_sequence').notNullable().defaultTo(0)
      table.integer('deleted_by_user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['start_date'])
      table.index(['world_id', 'start_date'])
      table.index(['topic_id', 'start_date'])
      table.index(['user_id'])
    })

    this.schema.createTable('session_hosts', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.string('role', 20).notNullable().defaultTo('main')
      table.text('request_message').nullable()
      table.text('deleted_message').nullable()
      table.string('deleted_source', 40).nullable()
      table.boolean('attempted_hosting').notNullable().defaultTo(false)
      table.integer('tutoring_seconds').notNullable().defaultTo(0)
      table.timestamp('approved_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['session_id'])
      table.index(['user_id'])
    })

    this.schema.createTable('session_registrations', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('type', 20).notNullable().defaultTo('standard')
      table.text('details').notNullable().defaultTo('{}')
      table.string('join_url', 500).nullable()
      table.boolean('attempted_joining').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.unique(['session_id', 'user_id'])
      table.index(['user_id'])
    })

    this.schema.createTable('calendar_feeds', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('token', 64).notNullable().unique()
      table.timestamp('revoked_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('calendar_feeds')
    this.schema.dropTable('session_registrations')
    this.schema.dropTable('session_hosts')
    this.schema.dropTable('tutoring_sessions')
  }
}
