import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.1 tutor_quiz: id, user_id, details, approved_at, review_reason, created_at,
 * deleted_at. One row per attempt: details holds the quiz version, the answers and the score;
 * approved_at is set when the attempt passed; review_reason says how it was scored.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tutor_quizzes', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('details').notNullable()
      table.timestamp('approved_at').nullable()
      table.string('review_reason', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('tutor_quizzes')
  }
}
