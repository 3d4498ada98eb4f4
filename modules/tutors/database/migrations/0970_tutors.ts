import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.1 tutor_profile's one-on-one profile (bio, is_active) and spec 001 §3.3
 * session_request (user_id, topic_id, details, status, activity_log, priority). The one-on-one
 * profile is its own table (one row per tutor) rather than a key inside another context's
 * tutor_profile.internal_state, so the directory can filter it in SQL; the request also names the
 * tutor asked (issue 18 §2: a learner asks a particular tutor) and the session it became.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('one_on_one_profiles', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.text('bio').notNullable().defaultTo('')
      table.text('languages').notNullable().defaultTo('[]')
      table.boolean('is_active').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['is_active'])
    })

    this.schema.createTable('one_on_one_profile_topics', (table) => {
      table.increments('id')
      table.integer('one_on_one_profile_id').unsigned().notNullable().references('id').inTable('one_on_one_profiles').onDelete('CASCADE')
      table.integer('topic_id').unsigned().notNullable().references('id').inTable('topics').onDelete('CASCADE')
      table.unique(['one_on_one_profile_id', 'topic_id'])
      table.index(['topic_id'])
    })

    this.schema.createTable('session_requests', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('tutor_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('topic_id').unsigned().notNullable().references('id').inTable('topics').onDelete('CASCADE')
      table.text('details').notNullable().defaultTo('')
      table.string('status', 16).notNullable().defaultTo('open')
      table.text('activity_log').notNullable().defaultTo('[]')
      table.integer('priority').notNullable().defaultTo(0)
      table.string('decline_reason', 500).nullable()
      table.integer('session_id').unsigned().nullable().references('id').inTable('tutoring_sessions').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['tutor_user_id', 'created_at'])
      table.index(['user_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable('session_requests')
    this.schema.dropTable('one_on_one_profile_topics')
    this.schema.dropTable('one_on_one_profiles')
  }
}
