import { BaseSchema } from '@adonisjs/lucid/schema'

/* spec 001 §3.2: world. (course_id is added by the catalogue context.) */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('worlds', (table) => {
      table.increments('id')
      table.string('slug', 80).notNullable().unique()
      table.string('title', 120).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.text('guidelines').notNullable().defaultTo('')
      table.string('icon_url', 500).nullable()
      table.string('primary_color', 20).notNullable().defaultTo('indigo')
      table.string('visibility', 20).notNullable().defaultTo('public')
      table.string('domain', 40).notNullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('worlds')
  }
}
