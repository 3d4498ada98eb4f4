import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Demand pledges (issue 18 §2 ★): a learner says they want a one-on-one on a topic no available
 * tutor offers, optionally at a time (a weekday × part-of-day slot in their zone, kept as UTC hours of
 * the week); tutors see how many learners wait per topic, never who.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('one_on_one_demand_pledges', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('topic_id').unsigned().notNullable().references('id').inTable('topics').onDelete('CASCADE')
      table.string('slot', 16).nullable()
      table.text('hours').notNullable().defaultTo('[]')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'topic_id'])
      table.index(['topic_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('one_on_one_demand_pledges')
  }
}
