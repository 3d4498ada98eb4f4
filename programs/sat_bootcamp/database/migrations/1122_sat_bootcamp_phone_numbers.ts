import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.7 sat_user phone_number; spec 002 §8 "This phone number is already in use.": one SAT
 * record per number, held by the database too, so two people saving the same number at once cannot
 * both keep it (NULLs, no number, do not collide).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('sat_bootcamp_users', (table) => {
      table.unique(['phone_number'], { indexName: 'sat_bootcamp_users_phone_number_unique' })
    })
  }

  async down() {
    this.schema.alterTable('sat_bootcamp_users', (table) => {
      table.dropUnique(['phone_number'], 'sat_bootcamp_users_phone_number_unique')
    })
  }
}
