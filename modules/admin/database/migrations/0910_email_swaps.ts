import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Staff email swaps (issue 13 §4, the Email Swap page): a staff member asks to move an account to
 * a new address; it changes only when the new address confirms. One row per request:
 * - status: pending → confirmed | canceled | superseded (a newer request for the same account);
 *   a pending row past expires_at is expired (nothing needs to run for that);
 * - confirm_token_hash / cancel_token_hash: SHA-256 of the two links' tokens, never the tokens;
 * - finished_at: when it left `pending` (the retention rule counts from it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('email_swaps', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('old_email', 254).notNullable()
      table.string('new_email', 254).notNullable()
      table.string('confirm_token_hash', 64).notNullable().unique()
      table.string('cancel_token_hash', 64).notNullable().unique()
      table.integer('requested_by_user_id').unsigned().nullable().references('id').inTable('users')
      table.string('status', 20).notNullable().defaultTo('pending')
      table.timestamp('expires_at').notNullable()
      table.timestamp('finished_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'status'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('email_swaps')
  }
}
