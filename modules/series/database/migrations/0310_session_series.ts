import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A session may belong to a series (spec 001 §3.3 session.series_id). The column is the series
 * context's: tutoring sits below series and knows nothing of it, so this migration (which runs
 * after tutoring's) adds it. A database created before the layer order already has it.
 */
export default class extends BaseSchema {
  async up() {
    if (await this.schema.hasColumn('tutoring_sessions', 'series_id')) return
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.integer('series_id').unsigned().nullable().references('id').inTable('series')
      table.index(['series_id'])
    })
  }

  async down() {
    this.schema.alterTable('tutoring_sessions', (table) => {
      table.dropIndex(['series_id'])
      table.dropColumn('series_id')
    })
  }
}
