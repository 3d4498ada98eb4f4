import { BaseSchema } from '@adonisjs/lucid/schema'

/* Feedback & Ideas (spec 000 §2.2 /feedback, §2.6): ideas and their upvotes. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('ideas', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('title', 120).notNullable()
      table.text('body').notNullable()
      table.string('status', 20).notNullable().defaultTo('new')
      table.string('status_note', 280).nullable()
      // Kept equal to the idea's idea_votes rows by the vote action (the board sorts by it).
      table.integer('vote_count').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['deleted_at', 'vote_count'])
      table.index(['deleted_at', 'created_at'])
      table.index(['status'])
    })

    this.schema.createTable('idea_votes', (table) => {
      table.increments('id')
      table.integer('idea_id').unsigned().notNullable().references('id').inTable('ideas').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['idea_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('idea_votes')
    this.schema.dropTable('ideas')
  }
}
