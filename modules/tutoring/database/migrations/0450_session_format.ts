import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The session's format: 'group' (every session so far) or 'live-help' (an instant session made
 * when a tutor picks up a live help question, issue 18 §1). spec 001 §5.3 excludes live help from
 * feedback and audits ("topic is not the live-help topic"); our catalogue has no live-help topic —
 * the learner picks the question's real topic — so the session says what it is instead.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.string('format', 20).notNullable().defaultTo('group')
    })
  }

  async down() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.dropColumn('format')
    })
  }
}
