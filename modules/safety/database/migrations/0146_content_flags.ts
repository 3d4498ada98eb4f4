import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * content_flags: a report of a piece of content (spec 001 §3.4 content_flag) for the staff
 * moderation queue. Decisions where the spec is silent:
 * - `subject_id` next to `content_type`: the flagged thing is a `{ type, id }` subject (the spec
 *   has only the type; without the id nothing could hide, restore or count the content).
 * - `content` and `link` are snapshots taken when the report is made (the subject's title and
 *   link as the reporter saw them), so the queue still reads after the content changes.
 * - `status` is open | upheld | dismissed; `review_note` is the reviewer's optional note.
 * - The reporter (`user_id`) and the reviewer are kept as NULL when their account is deleted:
 *   the flag stays on the content.
 * - At most one OPEN flag per reporter and subject (a partial unique index, on SQLite and
 *   PostgreSQL alike): a repeat report is the same report.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('content_flags', (table) => {
      table.increments('id')
      table.string('content_type', 60).notNullable()
      table.integer('subject_id').notNullable()
      table.string('category', 60).notNullable()
      table.text('content').notNullable()
      table.string('link', 500).notNullable()
      table.string('status', 20).notNullable().defaultTo('open')
      table.string('severity', 10).notNullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('details').nullable()
      table.integer('reviewer_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('reviewed_at').nullable()
      table.text('review_note').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['status', 'severity', 'created_at'])
      table.index(['content_type', 'subject_id', 'status'])
    })
    this.schema.raw(
      "CREATE UNIQUE INDEX content_flags_one_open_per_reporter ON content_flags (user_id, content_type, subject_id) WHERE status = 'open'"
    )
  }

  async down() {
    this.schema.dropTable('content_flags')
  }
}
