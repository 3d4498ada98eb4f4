import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * user_admin_message (spec 001 §3.4): a message from the moderation team that blocks the
 * recipient's pages until acknowledged (spec 000 §2.4 prompt 2). The prompt's one query reads
 * (recipient_user_id, acknowledged_at): indexed. session_id has no foreign key (layers).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('user_admin_messages', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('recipient_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 40).notNullable().defaultTo('manual')
      table.string('acknowledgment_text', 200).nullable()
      table.text('content').notNullable()
      table.integer('safety_report_id').unsigned().nullable().references('id').inTable('safety_reports').onDelete('SET NULL')
      table.integer('detected_issue_id').unsigned().nullable().references('id').inTable('detected_issues').onDelete('SET NULL')
      table.integer('session_id').unsigned().nullable()
      table.timestamp('acknowledged_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['recipient_user_id', 'acknowledged_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('user_admin_messages')
  }
}
