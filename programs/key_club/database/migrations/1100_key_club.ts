import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.6: key_club_district (name, code), key_club_club (name, code, district). Decision:
 * a member's club is a row of key_club_members (one per person) instead of identity's
 * users.key_club_club_id (spec 001 §3.1): the program owns its data, and removing the program
 * leaves the users table as it was.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('key_club_districts', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('code', 20).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('key_club_clubs', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('code', 20).notNullable().unique()
      table.integer('key_club_district_id').unsigned().notNullable().references('id').inTable('key_club_districts').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['key_club_district_id'])
    })

    this.schema.createTable('key_club_members', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.integer('key_club_club_id').unsigned().notNullable().references('id').inTable('key_club_clubs').onDelete('CASCADE')
      table.timestamp('joined_at').notNullable()
      table.index(['key_club_club_id'])
    })
  }

  async down() {
    this.schema.dropTable('key_club_members')
    this.schema.dropTable('key_club_clubs')
    this.schema.dropTable('key_club_districts')
  }
}
