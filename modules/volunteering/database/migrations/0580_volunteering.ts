import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.6: volunteer_team (+ its memberships, member or lead: spec 000 §6.4), volunteer_role,
 * user_volunteer_role, volunteer_role_application_submission, volunteer_activity; plus the hour
 * certificates (issue 15 §3). Decisions (modules/volunteering/README.md): an activity made from a
 * session keeps its session_id (unique per type and person: the hosting handler is idempotent)
 * instead of writing ids into tutoring's session_hosts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('volunteer_teams', (table) => {
      table.increments('id')
      table.string('slug', 80).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('icon_url', 500).nullable()
      table.text('description').notNullable().defaultTo('')
      table.text('resources').notNullable().defaultTo('')
      table.timestamp('archived_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('volunteer_team_members', (table) => {
      table.increments('id')
      table.integer('volunteer_team_id').unsigned().notNullable().references('id').inTable('volunteer_teams').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 10).notNullable().defaultTo('member')
      table.timestamp('created_at').notNullable()
      table.unique(['volunteer_team_id', 'user_id'])
      table.index(['user_id'])
    })

    this.schema.createTable('volunteer_roles', (table) => {
      table.increments('id')
      table.string('slug', 80).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('type', 40).notNullable().defaultTo('volunteer')
      table.integer('volunteer_team_id').unsigned().notNullable().references('id').inTable('volunteer_teams').onDelete('CASCADE')
      table.text('description').notNullable().defaultTo('')
      table.text('qualifications').notNullable().defaultTo('')
      table.text('responsibilities').notNullable().defaultTo('')
      table.text('requirements').notNullable().defaultTo('')
      table.text('application_form_blocks').notNullable().defaultTo('[]')
      table.boolean('omit_general_questions').notNullable().defaultTo(false)
      table.timestamp('application_opened_at').nullable()
      table.timestamp('archived_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['volunteer_team_id'])
    })

    this.schema.createTable('user_volunteer_roles', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('volunteer_role_id').unsigned().notNullable().references('id').inTable('volunteer_roles').onDelete('CASCADE')
      table.integer('world_id').unsigned().nullable().references('id').inTable('worlds').onDelete('SET NULL')
      table.timestamp('start_date').notNullable()
      table.timestamp('end_date').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id'])
      table.index(['volunteer_role_id'])
    })

    this.schema.createTable('volunteer_role_application_submissions', (table) => {
      table.increments('id')
      table.integer('volunteer_role_id').unsigned().notNullable().references('id').inTable('volunteer_roles').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('world_id').unsigned().nullable().references('id').inTable('worlds').onDelete('SET NULL')
      table.text('general_responses').notNullable().defaultTo('{}')
      table.text('role_responses').notNullable().defaultTo('{}')
      table.integer('reviewer_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('review_message').nullable()
      table.timestamp('withdrawn_at').nullable()
      table.timestamp('rejected_at').nullable()
      table.timestamp('offer_extended_at').nullable()
      table.timestamp('offer_accepted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['volunteer_role_id', 'created_at'])
      table.index(['user_id', 'volunteer_role_id', 'created_at'])
    })

    this.schema.createTable('volunteer_activities', (table) => {
      table.increments('id')
      table.string('type', 40).notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('session_id').unsigned().nullable().references('id').inTable('tutoring_sessions').onDelete('SET NULL')
      table.date('date').notNullable()
      table.integer('duration_seconds').notNullable()
      table.text('description').notNullable().defaultTo('')
      table.text('links').notNullable().defaultTo('[]')
      table.timestamp('approved_at').nullable()
      table.integer('reviewer_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('requested_changes').nullable()
      table.timestamp('requested_changes_at').nullable()
      table.timestamp('last_submitted_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['type', 'user_id', 'session_id'])
      table.index(['user_id', 'date'])
      table.index(['approved_at', 'date'])
    })

    this.schema.createTable('volunteer_certificates', (table) => {
      // The public id in the QR link: random, so certificates cannot be enumerated.
      table.string('id', 36).primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('content').notNullable()
      table.string('signature', 200).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    for (const name of [
      'volunteer_certificates',
      'volunteer_activities',
      'volunteer_role_application_submissions',
      'user_volunteer_roles',
      'volunteer_roles',
      'volunteer_team_members',
      'volunteer_teams',
    ])
      this.schema.dropTable(name)
  }
}
