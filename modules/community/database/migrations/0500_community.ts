import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.2: channel, channel_member, post, post_event, post_feedback, post_feedback_featured.
 * Decisions (modules/community/README.md): a comment points at its post through
 * parent_post_id (one level: a comment's parent is never a comment); `excerpt` keeps the first
 * 200 characters of the body's text so lists, subjects and notifications never parse the body.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('channels', (table) => {
      table.increments('id')
      // null: a global channel (no world).
      table.integer('world_id').unsigned().nullable().references('id').inTable('worlds').onDelete('CASCADE')
      table.string('title', 80).notNullable()
      table.string('description', 500).notNullable().defaultTo('')
      table.integer('position').notNullable().defaultTo(0)
      table.string('type', 20).notNullable().defaultTo('discussion')
      table.string('visibility', 10).notNullable().defaultTo('public')
      table.string('world_level', 20).notNullable().defaultTo('member')
      table.timestamp('archived_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['world_id', 'position'])
    })

    this.schema.createTable('channel_members', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE')
      table.boolean('enable_text_notifications').notNullable().defaultTo(false)
      table.timestamp('last_viewed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'channel_id'])
      table.index(['channel_id'])
    })

    this.schema.createTable('posts', (table) => {
      table.increments('id')
      table.string('type', 20).notNullable()
      table.integer('world_id').unsigned().nullable().references('id').inTable('worlds').onDelete('CASCADE')
      table.integer('channel_id').unsigned().nullable().references('id').inTable('channels').onDelete('CASCADE')
      table.integer('session_id').unsigned().nullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.integer('series_id').unsigned().nullable().references('id').inTable('series').onDelete('CASCADE')
      table.integer('parent_post_id').unsigned().nullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('body').notNullable()
      table.string('excerpt', 200).notNullable().defaultTo('')
      table.string('pinned_scope', 10).nullable()
      table.string('status', 12).notNullable().defaultTo('published')
      table.text('attachment_urls').notNullable().defaultTo('[]')
      table.text('payload').notNullable().defaultTo('{}')
      table.integer('comment_count').notNullable().defaultTo(0)
      table.timestamp('last_edited_at').nullable()
      table.timestamp('hidden_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // A channel's page walks its posts (parent_post_id IS NULL) newest first, skipping comments.
      table.index(['channel_id', 'parent_post_id', 'created_at'])
      table.index(['world_id', 'created_at'])
      table.index(['session_id', 'created_at'])
      table.index(['series_id', 'created_at'])
      table.index(['parent_post_id', 'created_at'])
      table.index(['user_id', 'created_at'])
    })
    // The few pinned posts heading a channel's first page, found without walking its posts.
    this.schema.raw('CREATE INDEX posts_pinned_by_channel ON posts (channel_id, created_at) WHERE pinned_scope IS NOT NULL AND parent_post_id IS NULL')

    this.schema.createTable('post_events', (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      // The person who caused the event (the author for edits, a moderator for hides and pins).
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('type', 40).notNullable()
      // Edits: the body and attachments as they were BEFORE the edit.
      table.text('body').nullable()
      table.text('attachment_urls').notNullable().defaultTo('[]')
      table.boolean('is_collapsible').notNullable().defaultTo(false)
      table.timestamp('hidden_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['post_id', 'created_at'])
    })

    this.schema.createTable('post_feedback', (table) => {
      table.increments('id')
      // The post's author (who receives the feedback) and the reviewer who gives it.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('reviewer_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('rating').notNullable()
      table.text('note').nullable()
      table.text('internal_note').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['post_id', 'reviewer_user_id'])
      table.index(['user_id', 'created_at'])
    })

    this.schema.createTable('post_feedback_featured', (table) => {
      table.increments('id')
      table.integer('post_feedback_id').unsigned().notNullable().references('id').inTable('post_feedback').onDelete('CASCADE')
      // Who featured it.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['post_feedback_id'])
    })
  }

  async down() {
    this.schema.dropTable('post_feedback_featured')
    this.schema.dropTable('post_feedback')
    this.schema.dropTable('post_events')
    this.schema.dropTable('posts')
    this.schema.dropTable('channel_members')
    this.schema.dropTable('channels')
  }
}
