import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Assurance tables (issue 13 §2 account review, §3).
 * - account_reviews: each staff decision on an unreviewed account (approve / reject), with the
 *   reviewer and an optional note; append-only (the audit of the review queue).
 * - age_assurance_checks: one attempt to assure a person's age (spec 000 §6.1 age assurance
 *   roles). `provider` names the AgeAssuranceProvider ('video': the local default, a short video
 *   staff review); status started | submitted | assured | failed | waived. The video is an upload
 *   attached to the check (subject `age_assurance_check`), so only its owner and safety staff
 *   can fetch it.
 * - background_checks (spec 001 §3.1 background_check: submitted_at, partner_name,
 *   partner_user_id, status). Status values are not in the spec: pending | passed | failed.
 *   `recorded_by_user_id`: the staff member who entered it (the staff-entered default partner).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('account_reviews', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('reviewer_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('decision', 20).notNullable()
      table.text('note').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })

    this.schema.createTable('age_assurance_checks', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('provider', 40).notNullable()
      table.string('status', 20).notNullable()
      table.string('provider_reference', 200).nullable()
      table.string('video_url', 500).nullable()
      table.integer('reviewer_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('reviewed_at').nullable()
      table.text('review_note').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })

    this.schema.createTable('background_checks', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('submitted_at').notNullable()
      table.string('partner_name', 80).notNullable()
      table.string('partner_user_id', 120).nullable()
      table.string('status', 20).notNullable()
      table.integer('recorded_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['user_id', 'submitted_at'])
      table.index(['status'])
    })
  }

  async down() {
    this.schema.dropTable('background_checks')
    this.schema.dropTable('age_assurance_checks')
    this.schema.dropTable('account_reviews')
  }
}
