import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * safety_reports: spec 001 §3.4 platform_feedback ("safety report"), in a table of its own
 * (platform_feedback names more than safety; only safety reports exist here). Decisions:
 * - safety_actions (the spec's ordered list) is the table safety_report_actions, one row per
 *   action, appended in the transaction that also writes the derived `status`, `resolution` and
 *   `acting_user_id` here, so the queue sorts and filters on indexed columns.
 * - `severity_rank` (0 high, 1 medium, 2 low) is the queue's sort key ("by severity then age").
 * - `session_id` has no foreign key: tutoring migrates after safety (the module layers).
 * - `subject_user_ids` and `internal_types` are JSON lists; `sanction_id` links an appeal.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('safety_reports', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('type', 40).notNullable()
      table.string('reason', 60).notNullable()
      table.string('severity', 10).notNullable()
      table.smallint('severity_rank').notNullable()
      table.string('detected_issue_type', 60).nullable()
      table.string('link', 500).nullable()
      table.text('description').notNullable()
      table.integer('session_id').unsigned().nullable()
      table.integer('content_flag_id').unsigned().nullable().references('id').inTable('content_flags').onDelete('SET NULL')
      table.text('subject_user_ids').notNullable().defaultTo('[]')
      table.string('status', 20).notNullable().defaultTo('NeedsAction')
      table.string('resolution', 30).notNullable().defaultTo('none')
      table.integer('acting_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('internal_note').nullable()
      table.text('internal_types').notNullable().defaultTo('[]')
      table.timestamp('action_needed_at').nullable()
      table.integer('sanction_id').unsigned().nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['status', 'severity_rank', 'created_at'])
      table.index(['user_id'])
    })
    this.schema.createTable('safety_report_actions', (table) => {
      table.increments('id')
      table.integer('safety_report_id').unsigned().notNullable().references('id').inTable('safety_reports').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('status', 30).notNullable()
      table.text('comment').nullable()
      table.boolean('unsuspended_subject_users').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.index(['safety_report_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('safety_report_actions')
    this.schema.dropTable('safety_reports')
  }
}
