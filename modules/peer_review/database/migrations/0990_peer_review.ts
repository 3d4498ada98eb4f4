import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Peer review of sessions (issue 12 §3; spec 001 §3.3 session_tag, §3.5 tutor_audit, auditor_note).
 * Decisions:
 * - session_recordings: spec 001 §3.3 keeps zoom_recording_urls on the session; here one row per
 *   recording (source provider or manual, expires_at = added + 30 days, spec 002 §9), unique per
 *   session and address so a provider fetch run twice adds nothing.
 * - tutor_audits: the rubric answers (version + answers) in `details`; the private internal
 *   escalation comment in `internal_notes`, never in `details`, so no view of the answers can leak
 *   it; `needs_review` is decided when the audit is written (spec 001 §4.5) and cleared when a
 *   mentor verifies it; one audit per auditor and session.
 * - session_tags: tags auditor, mentor, manual (spec 001 §3.3); a mentor tag asks for an
 *   experienced audit; unique per session and tag.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('session_recordings', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.string('url', 500).notNullable()
      table.string('source', 10).notNullable()
      table.integer('added_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['session_id', 'url'])
    })
    this.schema.createTable('session_tags', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.string('tag', 10).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['session_id', 'tag'])
    })
    this.schema.createTable('tutor_audits', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('auditor_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('session_id').unsigned().notNullable().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.text('description').nullable()
      table.text('details').notNullable()
      table.text('internal_notes').nullable()
      table.string('rating', 12).notNullable()
      table.boolean('poor').notNullable().defaultTo(false)
      table.boolean('escalated').notNullable().defaultTo(false)
      table.boolean('is_peer_review').notNullable().defaultTo(true)
      table.string('audit_level', 12).notNullable()
      table.boolean('needs_review').notNullable().defaultTo(false)
      table.text('reply_comment').nullable()
      table.timestamp('reply_submitted_at').nullable()
      table.smallint('reply_rating').nullable()
      table.integer('verifier_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('verified_at').nullable()
      table.integer('duration_seconds').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['session_id', 'auditor_id'])
      table.index(['auditor_id'])
      table.index(['user_id'])
      table.index(['needs_review'])
    })
    this.schema.createTable('auditor_notes', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('subject_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('note').notNullable()
      table.string('new_auditor_level', 12).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['subject_user_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('auditor_notes')
    this.schema.dropTable('tutor_audits')
    this.schema.dropTable('session_tags')
    this.schema.dropTable('session_recordings')
  }
}
