import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.3 session_template, ordered under a series template by series_position, and
 * session.session_template_id. The sessions table is tutoring's, but the column points at a
 * series-owned table and tutoring's migrations run first (layer order), so the series context adds
 * it here, with its foreign key (the same arrangement as 0310_session_series.ts).
 * `curriculum` is a stored rich text object (spec 001 §3.8) as JSON text; `curriculum_url` an
 * optional external curriculum link (as on series_template).
 */
export default class extends BaseSchema {
  async up() {
    // Asked before anything is queued: awaiting the schema builder runs what it holds.
    const hasColumn = await this.schema.hasColumn('tutoring_sessions', 'session_template_id')
    this.schema.createTable('session_templates', (table) => {
      table.increments('id')
      table.integer('series_template_id').unsigned().notNullable().references('id').inTable('series_templates').onDelete('CASCADE')
      table.string('title', 200).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.text('external_description').notNullable().defaultTo('')
      table.text('questionnaire').notNullable().defaultTo('[]')
      table.text('curriculum').nullable()
      table.string('curriculum_url', 500).nullable()
      table.integer('max_learners').nullable()
      table.boolean('allow_cohosts').nullable()
      table.integer('topic_id').unsigned().nullable().references('id').inTable('topics')
      table.integer('series_position').notNullable()
      table.integer('duration_minutes').nullable()
      table.string('attendance_policy', 40).nullable()
      table.boolean('active').notNullable().defaultTo(true)
      table.integer('user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['series_template_id', 'series_position'])
    })
    if (!hasColumn) {
      this.schema.alterTable('tutoring_sessions', (table) => {
        table.integer('session_template_id').unsigned().nullable().references('id').inTable('session_templates')
        table.index(['session_template_id'])
      })
    }
  }

  async down() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.dropIndex(['session_template_id'])
      table.dropColumn('session_template_id')
    })
    this.schema.dropTable('session_templates')
  }
}
