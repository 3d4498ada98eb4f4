import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.4 learner_feedback_featured: id, learner_feedback_id, user_id (the staff member who
 * featured it). A featured learner feedback is shown to the learner it is about. Taking it off
 * soft-deletes the row (deleted_at); featuring again restores it: one row per feedback.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('learner_feedback_featured', (table) => {
      table.increments('id')
      table.integer('learner_feedback_id').unsigned().notNullable().references('id').inTable('learner_feedback').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.unique(['learner_feedback_id'])
    })
  }

  async down() {
    this.schema.dropTable('learner_feedback_featured')
  }
}
