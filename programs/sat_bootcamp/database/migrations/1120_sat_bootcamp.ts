import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.7 SAT bootcamp data, in the program's own tables (the program owns its data:
 * removing it leaves the rest of the schema as it was).
 * - sat_test is not a table: SAT tests are the program's iteration files (sat_tests.ts), so
 *   sat_bootcamp_series names its test by iteration key.
 * - sat_user keeps what only this program knows (type, invite code, eligibility, score bands,
 *   phone). Names and emails stay on users; parent name and email, consent and assent times are
 *   the consent ledger's (derived, never copied here).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sat_bootcamp_score_bands', (table) => {
      table.increments('id')
      table.string('name', 80).notNullable()
      table.integer('min_score').notNullable()
      table.integer('max_score').notNullable()
      table.decimal('math_weight', 5, 2).notNullable().defaultTo(1)
      table.decimal('reading_weight', 5, 2).notNullable().defaultTo(1)
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('sat_bootcamp_users', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 10).notNullable()
      table.string('invite_code', 40).nullable()
      table.boolean('eligible_math').notNullable().defaultTo(true)
      table.boolean('eligible_reading').notNullable().defaultTo(true)
      table.integer('math_score_band_id').unsigned().nullable().references('id').inTable('sat_bootcamp_score_bands').onDelete('SET NULL')
      table.integer('reading_score_band_id').unsigned().nullable().references('id').inTable('sat_bootcamp_score_bands').onDelete('SET NULL')
      table.string('phone_number', 30).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['invite_code'])
    })

    this.schema.createTable('sat_bootcamp_series', (table) => {
      table.increments('id')
      table.integer('series_id').unsigned().notNullable().unique().references('id').inTable('series').onDelete('CASCADE')
      table.integer('sat_bootcamp_score_band_id').unsigned().nullable().references('id').inTable('sat_bootcamp_score_bands').onDelete('SET NULL')
      table.string('sat_test', 40).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['sat_test'])
    })

    // Decision (the spec names the fields, not the bands): four bands per section score
    // (200–800), equal weights; staff see them on /admin/sat.
    this.defer(async (db) => {
      const now = new Date()
      await db.table('sat_bootcamp_score_bands').multiInsert(
        [
          ['Foundations', 200, 400],
          ['Building', 410, 500],
          ['Strengthening', 510, 600],
          ['Advanced', 610, 800],
        ].map(([name, min, max]) => ({ name, min_score: min, max_score: max, math_weight: 1, reading_weight: 1, active: true, created_at: now, updated_at: now }))
      )
    })
  }

  async down() {
    this.schema.dropTable('sat_bootcamp_series')
    this.schema.dropTable('sat_bootcamp_users')
    this.schema.dropTable('sat_bootcamp_score_bands')
  }
}
