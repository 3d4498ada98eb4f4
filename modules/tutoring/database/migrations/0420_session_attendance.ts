import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Attendance (issue 11 §1; spec 001 §3.3 session_attendee, session_registration, session).
 * session_attendees: one live row per person and session (a partial unique index: a learner the
 * host marked absent keeps the soft-deleted row with their join time as history). Written when a
 * registrant opens the room (joined_at), when a host opens it (role host) and when a host
 * confirms the roster.
 * session_registrations: an excused absence (source + reason), and why a live registration was
 * deleted (deleted_source 'host-removal' with the host's reason and optional message).
 * tutoring_sessions.attendance_confirmed_at: when a host last confirmed the roster.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('session_attendees', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      // Breakout rooms are not built; the column keeps the spec's shape for when they are.
      table.integer('session_breakout_id').unsigned().nullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.timestamp('joined_at').nullable()
      table.integer('duration_seconds').notNullable().defaultTo(0)
      table.integer('volunteer_activity_id').unsigned().nullable()
      table.string('role', 20).notNullable().defaultTo('learner')
      table.integer('speaking_duration_seconds').notNullable().defaultTo(0)
      table.integer('count_chats').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['user_id', 'role'])
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX session_attendees_live_unique ON session_attendees (session_id, user_id) WHERE deleted_at IS NULL'
    )

    this.schema.alterTable('session_registrations', (table) => {
      table.string('excused_absence_source', 40).nullable()
      table.string('excused_absence_reason', 500).nullable()
      table.string('deleted_source', 40).nullable()
      table.string('deleted_reason', 500).nullable()
      table.text('deleted_message').nullable()
    })

    this.schema.alterTable('tutoring_sessions', (table) => {
      table.timestamp('attendance_confirmed_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.dropColumn('attendance_confirmed_at')
    })
    this.schema.alterTable('session_registrations', (table) => {
      table.dropColumn('excused_absence_source')
      table.dropColumn('excused_absence_reason')
      table.dropColumn('deleted_source')
      table.dropColumn('deleted_reason')
      table.dropColumn('deleted_message')
    })
    this.schema.dropTable('session_attendees')
  }
}
