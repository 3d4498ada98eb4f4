import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Availability on a one-on-one profile (issue 18 §2 "browse tutors by availability"): the tutor
 * ticks weekday × part-of-day slots in their own time zone (`availability`, kept as they chose
 * them); the hours of the week those slots cover, in UTC, are rows of
 * one_on_one_availability_hours (0 = Monday 00:00 UTC … 167), so a learner's filter in their own
 * zone is one indexed EXISTS.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('one_on_one_profiles', (table) => {
      table.text('availability').notNullable().defaultTo('[]')
      table.string('availability_zone', 64).nullable()
    })
    this.schema.createTable('one_on_one_availability_hours', (table) => {
      table.integer('one_on_one_profile_id').unsigned().notNullable().references('id').inTable('one_on_one_profiles').onDelete('CASCADE')
      table.integer('hour_of_week').notNullable()
      table.primary(['one_on_one_profile_id', 'hour_of_week'])
      table.index(['hour_of_week'])
    })
  }

  async down() {
    this.schema.dropTable('one_on_one_availability_hours')
    this.schema.alterTable('one_on_one_profiles', (table) => {
      table.dropColumn('availability_zone')
      table.dropColumn('availability')
    })
  }
}
