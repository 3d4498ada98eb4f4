import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A host's review of a learner they removed from a session (spec 000 §2.4 prompt 3, §6.4, spec 001
 * §5.3). Created when 'session.learner.removed' is delivered (UNIQUE per session and learner, so a
 * repeated delivery adds nothing); answered with an intention and an explanation, which opens the
 * safety report. The prompt's one query reads (host_id, reviewed_at): indexed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('removed_learner_reviews', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable()
      table.integer('learner_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('host_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('reason', 500).notNullable()
      table.string('intention', 10).nullable()
      table.text('explanation').nullable()
      table.integer('safety_report_id').unsigned().nullable().references('id').inTable('safety_reports').onDelete('SET NULL')
      table.timestamp('reviewed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['session_id', 'learner_id'])
      table.index(['host_id', 'reviewed_at'])
    })
  }

  async down() {
    this.schema.dropTable('removed_learner_reviews')
  }
}
