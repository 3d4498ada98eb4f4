import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * spec 001 §3.1: user and user_role; announcements and their per-user dismissals (spec 000 §2.6).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('email', 254).notNullable().unique()
      table.timestamp('email_verified_at').nullable()
      table.string('username', 30).notNullable().unique()
      table.string('name', 100).notNullable()
      table.string('password', 255).notNullable()
      table.date('date_of_birth').nullable()
      table.string('pronouns', 40).nullable()
      table.string('timezone', 64).notNullable().defaultTo('UTC')
      table.string('country', 2).nullable()
      table.text('languages').notNullable().defaultTo('["en"]')
      table.text('onboarding_details').nullable()
      table.text('primary_interest').nullable()
      table.timestamp('onboarded_at').nullable()
      table.text('suspension_actions').notNullable().defaultTo('[]')
      table.text('notification_settings').notNullable().defaultTo('{}')
      table.timestamp('last_online_at').nullable()
      table.timestamp('personal_data_deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable().index()
    })

    this.schema.createTable('user_roles', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('role', 64).notNullable()
      table.integer('assigner_user_id').unsigned().nullable().references('id').inTable('users')
      table.string('assigned_source', 64).notNullable()
      table.integer('remover_user_id').unsigned().nullable().references('id').inTable('users')
      table.string('removed_source', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['user_id', 'deleted_at'])
    })

    this.schema.createTable('announcements', (table) => {
      table.increments('id')
      table.string('key', 64).notNullable().unique()
      table.string('message', 280).notNullable()
      table.string('link_label', 60).nullable()
      table.string('link_path', 255).nullable()
      table.string('color', 20).notNullable().defaultTo('indigo')
      table.timestamp('starts_at').notNullable()
      table.timestamp('ends_at').nullable()
      table.integer('priority').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
    })

    this.schema.createTable('announcement_dismissals', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('announcement_id').unsigned().notNullable().references('id').inTable('announcements').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'announcement_id'])
    })
  }

  async down() {
    this.schema.dropTable('announcement_dismissals')
    this.schema.dropTable('announcements')
    this.schema.dropTable('user_roles')
    this.schema.dropTable('users')
  }
}
