import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Session feedback both ways (issue 11 §2; spec 001 §3.3 session_feedback, session_feedback_featured,
 * session_registration.snooze_feedback_until; §3.4 learner_feedback). series_hosts already carries
 * feedback_nps and feedback_comment (series' 0300). One feedback per learner and session (unique
 * index): it is also the index the "feedback given yet?" check of the pending query probes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('session_feedback', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('type', 20).notNullable().defaultTo('tutor')
      table.string('rating', 40).notNullable()
      table.text('rating_tags').notNullable().defaultTo('[]')
      table.text('comment').nullable()
      table.text('internal_comment').nullable()
      table.integer('nps').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['session_id', 'user_id'])
      table.index(['user_id'])
      table.index(['created_at'])
    })

    this.schema.createTable('session_feedback_featured', (table) => {
      table.increments('id')
      table.integer('session_feedback_id').unsigned().notNullable().references('id').inTable('session_feedback').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.boolean('on_stories_page').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['session_feedback_id'])
    })

    this.schema.createTable('learner_feedback', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('reviewer_user_id').unsigned().notNullable().references('id').inTable('users')
      table.integer('reviewee_user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('type', 20).notNullable()
      table.text('comment').nullable()
      table.text('attribute_tags').notNullable().defaultTo('[]')
      table.timestamp('created_at').notNullable()
      table.unique(['session_id', 'reviewer_user_id', 'reviewee_user_id'])
      table.index(['reviewee_user_id'])
    })

    this.schema.alterTable('session_registrations', (table) => {
      table.timestamp('snooze_feedback_until').nullable()
    })
  }

  async down() {
    this.schema.alterTable('session_registrations', (table) => {
      table.dropColumn('snooze_feedback_until')
    })
    this.schema.dropTable('learner_feedback')
    this.schema.dropTable('session_feedback_featured')
    this.schema.dropTable('session_feedback')
  }
}
