import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.5 certification_review (review_notes JSON: reportedScore, uncheckedItems,
 * userFeedback) and certification_profile. certification_request itself belongs to catalog (0150).
 * Decisions: one review per reviewer and request (unique), `flagged` stored with the review so the
 * admin queue can sort without re-reading the notes; the profile carries the public transcript's
 * uuid and the owner's consent to share it (off by default).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('certification_reviews', (table) => {
      table.increments('id')
      table.integer('certification_request_id').unsigned().notNullable().references('id').inTable('certification_requests').onDelete('CASCADE')
      table.integer('subject_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('reviewer_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('reviewer_certification_request_id').unsigned().nullable().references('id').inTable('certification_requests')
      table.text('review_notes').notNullable()
      table.text('review_notes_old').nullable()
      table.boolean('flagged').notNullable().defaultTo(false)
      table.timestamp('reviewed_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['certification_request_id', 'reviewer_user_id'])
      table.index(['reviewer_user_id'])
    })
    this.schema.createTable('certification_profiles', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('first_name', 80).nullable()
      table.string('last_name', 80).nullable()
      table.boolean('college_search_opt_in').notNullable().defaultTo(false)
      table.string('uuid_transcript', 36).notNullable().unique()
      table.boolean('transcript_shared').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('certification_profiles')
    this.schema.dropTable('certification_reviews')
  }
}
