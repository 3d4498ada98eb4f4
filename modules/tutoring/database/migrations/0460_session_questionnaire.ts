import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A one-off session's questionnaire (spec 001 §3.3 session.questionnaire; issue 21 §3): forms
 * engine blocks learners answer when they register (answers on session_registrations.details).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.text('questionnaire').notNullable().defaultTo('[]')
    })
  }

  async down() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.dropColumn('questionnaire')
    })
  }
}
