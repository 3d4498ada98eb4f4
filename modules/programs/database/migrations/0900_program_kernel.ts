import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Kernel tables of the program plugin system (DESIGN "The plugin contract"):
 * - program_waitlist_entries: a generic waitlist per program, waitlist name and iteration
 *   ('next' when no iteration is announced yet); one row per user, waitlist and iteration.
 *   Leaving soft-deletes the row; joining again restores it.
 * - program_deadline_runs: one row per deadline task key, claimed by a guarded UPDATE so a task
 *   runs once even with several schedulers (programs:deadlines and the repeatable job).
 */
export default class extends BaseSchema {
  async up() {
    // This file ran as app/kernel/programs/database/migrations/0900_program_kernel until the
    // programs context moved to modules/: a database migrated then already has the tables.
    if (await this.schema.hasTable('program_waitlist_entries')) return
    this.schema.createTable('program_waitlist_entries', (table) => {
      table.increments('id')
      table.string('program_slug', 80).notNullable()
      table.string('waitlist', 80).notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('iteration', 80).notNullable()
      table.timestamp('notified_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.unique(['user_id', 'program_slug', 'waitlist', 'iteration'])
      table.index(['program_slug', 'waitlist', 'iteration'])
    })

    this.schema.createTable('program_deadline_runs', (table) => {
      table.increments('id')
      table.string('owner', 120).notNullable()
      table.string('task_key', 200).notNullable()
      table.timestamp('due_at').notNullable()
      table.timestamp('started_at').nullable()
      table.timestamp('finished_at').nullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['owner', 'task_key'])
    })
  }

  async down() {
    this.schema.dropTable('program_deadline_runs')
    this.schema.dropTable('program_waitlist_entries')
  }
}
