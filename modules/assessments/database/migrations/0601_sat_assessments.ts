import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.5 sat_assessment: an assessment that is an SAT practice test, with its test and answers
 * PDFs. Decisions where the spec is silent:
 *   - at most one practice test per assessment (unique assessment_id);
 *   - sat_test holds the key of an SAT Bootcamp iteration (SAT tests are that program's iteration
 *     files, not a table: see that program's README), so it is a string, not a foreign key,
 *     and optional;
 *   - the PDFs are uploads (modules/uploads) attached to this row as subjects
 *     `assessment_sat_test` / `assessment_sat_answers`; the URL columns keep their download URLs.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sat_assessments', (table) => {
      table.increments('id')
      table.integer('assessment_id').unsigned().notNullable().references('id').inTable('assessments').onDelete('CASCADE')
      table.string('sat_test', 40).nullable()
      table.string('test_pdf_url', 300).notNullable()
      table.string('answers_pdf_url', 300).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['assessment_id'])
    })
  }

  async down() {
    this.schema.dropTable('sat_assessments')
  }
}
