import { BaseSchema } from '@adonisjs/lucid/schema'

/* spec 001 §3.2: world and world_member. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('worlds', (table) => {
      table.increments('id')
      table.integer('course_id').unsigned().nullable().references('id').inTable('courses')
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

    this.schema.createTable('world_members', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('world_id').unsigned().notNullable().references('id').inTable('worlds').onDelete('CASCADE')
      table.string('level', 20).notNullable().defaultTo('member')
      table.string('goal', 280).nullable()
      table.timestamp('snooze_goal_until').nullable()
      table.string('left_reason', 280).nullable()
      table.timestamp('left_at').nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.text('details').notNullable().defaultTo('{"helpIntents":[]}')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'world_id'])
      table.index(['world_id', 'left_at'])
    })
  }

  async down() {
    this.schema.dropTable('world_members')
    this.schema.dropTable('worlds')
  }
}
