import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.2 live_help_request (id, post_id, session_id, canceled_at, cancellation_reason,
 * completed_at) plus what the rules need without reading the post: the learner, the world and the
 * topic asked about, the tutor who picked it up and when, who canceled, the tutor's closing note.
 *
 * spec 001 §4.3 "the current request is the latest that is neither completed nor canceled": the
 * partial unique index keeps at most one such row per learner, so two racing asks cannot both land.
 *
 * live_help_channels: the channel of each world where live help questions are posted (one per
 * world, created on the first question; README "Decisions").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('live_help_channels', (table) => {
      table.increments('id')
      table.integer('world_id').unsigned().notNullable().unique().references('id').inTable('worlds').onDelete('CASCADE')
      table.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('live_help_requests', (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('session_id').unsigned().nullable().references('id').inTable('tutoring_sessions').onDelete('SET NULL')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('world_id').unsigned().notNullable().references('id').inTable('worlds').onDelete('CASCADE')
      table.integer('topic_id').unsigned().notNullable().references('id').inTable('topics').onDelete('CASCADE')
      table.integer('tutor_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('picked_up_at').nullable()
      table.timestamp('canceled_at').nullable()
      table.string('cancellation_reason', 500).nullable()
      table.integer('canceled_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('completed_at').nullable()
      table.string('completion_note', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['world_id', 'topic_id', 'created_at'])
      table.index(['user_id', 'created_at'])
      table.index(['tutor_user_id'])
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX live_help_requests_one_current ON live_help_requests (user_id) WHERE canceled_at IS NULL AND completed_at IS NULL'
    )
  }

  async down() {
    this.schema.dropTable('live_help_requests')
    this.schema.dropTable('live_help_channels')
  }
}
