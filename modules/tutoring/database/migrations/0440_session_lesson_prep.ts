import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Lesson prep (spec 001 §3.3 session.lesson_prep_completed, lesson_prep_response_at; issue 21 §2).
 * `lesson_prep_notes` is not in the spec's field list: it holds what the hosts wrote when they
 * completed prep, shown on the next session's prep prompt as "last session's notes".
 * `session_template_id` is added by the series context (it points at a series-owned table):
 * modules/series/database/migrations/0320_session_templates.ts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.boolean('lesson_prep_completed').notNullable().defaultTo(false)
      table.timestamp('lesson_prep_response_at').nullable()
      table.text('lesson_prep_notes').nullable()
    })
  }

  async down() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.dropColumn('lesson_prep_notes')
      table.dropColumn('lesson_prep_response_at')
      table.dropColumn('lesson_prep_completed')
    })
  }
}
