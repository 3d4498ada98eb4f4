import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * mail_deliveries.sent_at: a claim (created_at) is no longer the same as a sent message. A worker
 * killed between claiming a key and sending left a claim that every retry took for "already sent":
 * the message was lost (issue 20 §1's chaos scenario). Rows from before were claimed and sent in
 * one go as far as anyone can tell: they count as sent at their claim time.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mail_deliveries', (table) => {
      table.timestamp('sent_at').nullable()
    })
    this.defer(async (db) => {
      await db.from('mail_deliveries').update({ sent_at: db.raw('created_at') })
    })
  }

  async down() {
    this.schema.alterTable('mail_deliveries', (table) => {
      table.dropColumn('sent_at')
    })
  }
}
