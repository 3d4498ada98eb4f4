import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Retention of one-on-one request details (README "Retention"): when a request ended
 * (declined or closed), and when its details were removed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('session_requests', (table) => {
      table.timestamp('ended_at').nullable()
      table.timestamp('details_removed_at').nullable()
      table.index(['ended_at'])
    })
  }

  async down() {
    this.schema.alterTable('session_requests', (table) => {
      table.dropIndex(['ended_at'])
      table.dropColumn('details_removed_at')
      table.dropColumn('ended_at')
    })
  }
}
