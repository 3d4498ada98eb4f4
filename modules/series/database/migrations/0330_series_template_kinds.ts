import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Issue 18 §3 "skill builders ... a first-class template kind" (spec 002 §9 "Skills builder template
 * id 3"; spec 001 §3.3 series internal_state sat_skills_builder_score_band). A template is a
 * skills builder by its kind, never by its id: the spec's id 3 is the legacy product's row, and ids
 * here are the database's (template_kinds.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('series_templates', (table) => {
      table.string('kind', 30).notNullable().defaultTo('standard')
    })
  }

  async down() {
    // Plain DROP COLUMN (SQLite >= 3.35 and PostgreSQL): knex's dropColumn rebuilds the table on
    // SQLite, which fails once a higher layer's referenced table (trainings) is gone.
    this.schema.raw('ALTER TABLE series_templates DROP COLUMN kind')
  }
}
