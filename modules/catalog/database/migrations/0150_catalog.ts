import { BaseSchema } from '@adonisjs/lucid/schema'

/* spec 001 §3.3 course, topic, topic_follow; §3.5 certification_request (what can-tutor needs). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('courses', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('slug', 80).notNullable().unique()
      table.string('domain', 40).notNullable()
      table.string('icon', 255).nullable()
      table.integer('weight').notNullable().defaultTo(0)
      table.string('ka_url', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
    })
    this.schema.createTable('topics', (table) => {
      table.increments('id')
      table.integer('course_id').unsigned().notNullable().references('id').inTable('courses')
      table.string('name', 160).notNullable()
      table.string('icon', 255).nullable()
      table.string('type', 20).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.string('ka_url', 500).nullable()
      table.integer('weight').notNullable().defaultTo(0)
      table.boolean('active').notNullable().defaultTo(true)
      table.text('certification_types').notNullable().defaultTo('[]')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['course_id'])
    })
    this.schema.createTable('topic_follows', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('topic_id').unsigned().notNullable().references('id').inTable('topics').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'topic_id'])
    })
    this.schema.createTable('certification_requests', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('topic_id').unsigned().notNullable().references('id').inTable('topics')
      table.string('type', 20).notNullable().defaultTo('video')
      table.integer('reported_score').nullable()
      table.string('recording_url', 500).nullable()
      table.timestamp('recording_approved_at').nullable()
      table.integer('recording_approving_user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('ready_for_review_at').nullable()
      table.timestamp('approved_at').nullable()
      table.timestamp('rejected_at').nullable()
      table.integer('reviewer_user_id').unsigned().nullable().references('id').inTable('users')
      table.text('review_reason').nullable()
      table.text('details').notNullable().defaultTo('{}')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['user_id', 'topic_id'])
    })
  }

  async down() {
    this.schema.dropTable('certification_requests')
    this.schema.dropTable('topic_follows')
    this.schema.dropTable('topics')
    this.schema.dropTable('courses')
  }
}
