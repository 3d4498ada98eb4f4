import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * One-off badges (spec 002 §9 Achievements: birthdays, summer camps 2022 to 2025, middle school
 * pilot, subworld pioneer, external partnership tutor, March 2024 SAT referrer). Tier achievements
 * (attend, certify, host, refer) are not stored: they are counts of the ledger's events.
 * A badge is held once (UNIQUE user + badge); awarded_by_user_id is the staff member who gave it
 * (null for a rule), kept NULL when that account is deleted. Also: an index on
 * user_events(created_at) for the leaderboards' periods.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('user_badges', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('badge', 60).notNullable()
      table.integer('awarded_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'badge'])
    })
    // Leaderboards filter the ledger by period (created_at) before grouping by user.
    this.schema.alterTable('user_events', (table) => {
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.alterTable('user_events', (table) => {
      table.dropIndex(['created_at'])
    })
    this.schema.dropTable('user_badges')
  }
}
