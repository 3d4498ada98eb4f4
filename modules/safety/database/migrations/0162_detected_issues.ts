import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * detected_issue and detected_issue_dispute (spec 001 §3.4). `strike` (issue 13 §2) is whether the
 * issue counts against the user; voiding sets strike_voided_at/_reason/_by. A dispute belongs to
 * the detected issue; its author is the user (user_id kept for the queue).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('detected_issues', (table) => {
      table.increments('id')
      table.string('type', 60).notNullable()
      table.string('entity_type', 60).notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('reporter_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.boolean('strike').notNullable().defaultTo(true)
      table.timestamp('strike_voided_at').nullable()
      table.string('strike_voided_reason', 500).nullable()
      table.integer('strike_voided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('safety_report_id').unsigned().nullable().references('id').inTable('safety_reports').onDelete('SET NULL')
      table.text('content').nullable()
      table.string('key', 200).nullable()
      table.text('payload').notNullable().defaultTo('{}')
      table.timestamp('occurred_at').notNullable()
      table.integer('content_flag_id').unsigned().nullable().references('id').inTable('content_flags').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'occurred_at'])
      table.index(['occurred_at'])
    })
    this.schema.createTable('detected_issue_disputes', (table) => {
      table.increments('id')
      table.integer('detected_issue_id').unsigned().notNullable().references('id').inTable('detected_issues').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('content').notNullable()
      table.string('status', 20).notNullable().defaultTo('open')
      table.timestamp('resolved_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['detected_issue_id'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('detected_issue_disputes')
    this.schema.dropTable('detected_issues')
  }
}
