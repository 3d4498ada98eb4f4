import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.5 assessment, assessment_session, series_assessment, assessment_submission; §3.3
 * series_template_assessment. Decisions where the spec is silent:
 *   - the answer key is stored apart from form_blocks (answer_key), so the blocks can be sent to
 *     learners without the answers; archived_at retires an assessment (admin, spec 000 §2.6);
 *   - a release (series_assessment / assessment_session) also carries results_released_at: learners
 *     see their own score only after the hosts release the results;
 *   - a submission points at its release (one of series_assessment_id / assessment_session_id) so a
 *     learner submits once per release (unique), with the score computed when it is stored.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('assessments', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('title', 200).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.text('form_blocks').notNullable()
      table.text('answer_key').notNullable()
      table.timestamp('published_at').nullable()
      table.timestamp('archived_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id'])
    })
    this.schema.createTable('series_assessments', (table) => {
      table.increments('id')
      table.integer('assessment_id').unsigned().notNullable().references('id').inTable('assessments').onDelete('CASCADE')
      table.integer('series_id').unsigned().notNullable().references('id').inTable('series').onDelete('CASCADE')
      table.timestamp('released_at').nullable()
      table.timestamp('results_released_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['assessment_id', 'series_id'])
      table.index(['series_id'])
    })
    this.schema.createTable('assessment_sessions', (table) => {
      table.increments('id')
      table.integer('assessment_id').unsigned().notNullable().references('id').inTable('assessments').onDelete('CASCADE')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.timestamp('released_at').nullable()
      table.timestamp('results_released_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['assessment_id', 'session_id'])
      table.index(['session_id'])
    })
    this.schema.createTable('series_template_assessments', (table) => {
      table.increments('id')
      table.integer('series_template_id').unsigned().notNullable().references('id').inTable('series_templates').onDelete('CASCADE')
      table.integer('assessment_id').unsigned().notNullable().references('id').inTable('assessments').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['series_template_id', 'assessment_id'])
    })
    this.schema.createTable('assessment_submissions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('assessment_id').unsigned().notNullable().references('id').inTable('assessments').onDelete('CASCADE')
      table.integer('series_assessment_id').unsigned().nullable().references('id').inTable('series_assessments').onDelete('CASCADE')
      table.integer('assessment_session_id').unsigned().nullable().references('id').inTable('assessment_sessions').onDelete('CASCADE')
      table.text('responses').notNullable()
      table.integer('score').notNullable()
      table.integer('max_score').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'series_assessment_id'])
      table.unique(['user_id', 'assessment_session_id'])
      table.index(['assessment_id'])
    })
  }

  async down() {
    this.schema.dropTable('assessment_submissions')
    this.schema.dropTable('series_template_assessments')
    this.schema.dropTable('assessment_sessions')
    this.schema.dropTable('series_assessments')
    this.schema.dropTable('assessments')
  }
}
