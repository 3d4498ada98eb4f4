import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.1 user: phone_number, phone_number_verified_at, phone_number_waived_at and
 * unread_messages_email_snooze_until; the pending SMS verification codes (one per user).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      // Unique: "This phone number is already in use." (spec 002 §8). Stored as digits with a leading +.
      table.string('phone_number', 16).nullable().unique()
      table.timestamp('phone_number_verified_at').nullable()
      table.timestamp('phone_number_waived_at').nullable()
      table.timestamp('unread_messages_email_snooze_until').nullable()
    })
    this.schema.createTable('phone_verifications', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('phone_number', 16).notNullable()
      // A hash of the six-digit code, never the code itself.
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('phone_verifications')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('unread_messages_email_snooze_until')
      table.dropColumn('phone_number_waived_at')
      table.dropColumn('phone_number_verified_at')
      table.dropColumn('phone_number')
    })
  }
}
