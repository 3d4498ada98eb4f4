import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * form_responses: one stored answer to a form (issue 9 "Forms engine"), keyed by the form's
 * definition key. Decisions: append-only (a new answer is a new row, the latest one counts), so
 * no updated_at; `values` is the validated values as JSON text (spec 001 §3.10 blocks by name).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('form_responses', (table) => {
      table.increments('id')
      table.string('form_key', 80).notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('values').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'form_key', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('form_responses')
  }
}
