import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Featured audits (spec 001 §3.5 tutor_audit_featured: id, tutor_audit_id, user_id, comment_key,
 * created_at): a mentor (user_id) features one comment (comment_key, a text answer of the rubric)
 * of a review as an example for other reviewers. One feature per review.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tutor_audit_featured', (table) => {
      table.increments('id')
      table.integer('tutor_audit_id').unsigned().notNullable().unique().references('id').inTable('tutor_audits').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('comment_key', 80).notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('tutor_audit_featured')
  }
}
