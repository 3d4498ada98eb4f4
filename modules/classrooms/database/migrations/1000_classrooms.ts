import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Classrooms (issue 18 §3; spec 000 §2.2 /classrooms): an educator's classroom with a join code,
 * and its members. A member's consent to share their progress is kept on the membership
 * (consented_at / consent_withdrawn_at; README "Consent"); leaving deletes the membership.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('classrooms', (table) => {
      table.increments('id')
      table.integer('educator_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('name', 80).notNullable()
      table.integer('world_id').unsigned().nullable().references('id').inTable('worlds').onDelete('SET NULL')
      table.integer('topic_id').unsigned().nullable().references('id').inTable('topics').onDelete('SET NULL')
      table.string('join_code', 8).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['educator_user_id'])
    })

    this.schema.createTable('classroom_members', (table) => {
      table.increments('id')
      table.integer('classroom_id').unsigned().notNullable().references('id').inTable('classrooms').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('joined_at').notNullable()
      table.timestamp('consented_at').nullable()
      table.timestamp('consent_withdrawn_at').nullable()
      table.unique(['classroom_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('classroom_members')
    this.schema.dropTable('classrooms')
  }
}
