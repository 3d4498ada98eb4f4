import { BaseSchema } from '@adonisjs/lucid/schema'

/* Files users upload (spec 002 §7 "Request user upload"; issue 9 §3). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('user_uploads', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('purpose', 20).notNullable()
      table.string('original_name', 200).notNullable()
      table.string('storage_key', 80).notNullable().unique()
      table.string('declared_mime', 100).notNullable()
      table.string('detected_mime', 100).nullable()
      table.bigInteger('size').notNullable()
      // requested → uploaded → complete → processed | rejected
      table.string('status', 12).notNullable()
      table.float('duration_seconds').nullable()
      table.integer('width').nullable()
      table.integer('height').nullable()
      table.string('subject_type', 40).nullable()
      table.integer('subject_id').nullable()
      table.timestamp('attached_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'status'])
      table.index(['subject_type', 'subject_id'])
      table.index(['attached_at', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('user_uploads')
  }
}
