import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * sanctions: the transparent side of a suspension (issue 13 §1 ★). identity keeps the suspension
 * itself (users.suspension_actions and the blocked role); this row says why, in words the user
 * reads (`reason_code`), with `evidence_links` (same-site paths), the report it came from, and
 * the one appeal allowed before `appeal_deadline_at` (APPEAL_WINDOW_DAYS after it was made).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sanctions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('context', 40).notNullable()
      table.string('reason_code', 40).notNullable()
      table.text('evidence_links').notNullable().defaultTo('[]')
      table.integer('safety_report_id').unsigned().nullable().references('id').inTable('safety_reports').onDelete('SET NULL')
      table.integer('by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('appeal_deadline_at').notNullable()
      table.timestamp('appealed_at').nullable()
      table.text('appeal_text').nullable()
      table.integer('appeal_report_id').unsigned().nullable().references('id').inTable('safety_reports').onDelete('SET NULL')
      table.timestamp('lifted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'lifted_at'])
    })
  }

  async down() {
    this.schema.dropTable('sanctions')
  }
}
