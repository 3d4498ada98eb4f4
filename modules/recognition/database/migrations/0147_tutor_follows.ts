import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * tutor_follow (spec 001 §3.1: id, user_id, tutor_id, created_at): a learner follows a tutor and
 * hears about the tutor's new sessions. One row per pair (UNIQUE, so a repeated follow is a no-op);
 * unfollowing deletes the row. tutor_id is indexed for "who follows this tutor".
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tutor_follows', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('tutor_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'tutor_id'])
      table.index(['tutor_id'])
    })
  }

  async down() {
    this.schema.dropTable('tutor_follows')
  }
}
