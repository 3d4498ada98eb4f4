import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Scoped roles (issue 8, DESIGN "scoped roles"): a role held within one world, program or club —
 * a service-club officer, a program's staff — as opposed to user_roles, which hold site-wide
 * roles. Like user_roles, removing a role keeps the row (deleted_at, remover); assigning it again
 * restores that row, so (user, role, scope) stays unique.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('scoped_roles', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('role', 80).notNullable()
      table.string('scope_type', 20).notNullable()
      table.string('scope_key', 120).notNullable()
      table.integer('assigner_user_id').unsigned().nullable().references('id').inTable('users')
      table.integer('remover_user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable()
      table.unique(['user_id', 'role', 'scope_type', 'scope_key'])
      table.index(['scope_type', 'scope_key', 'role'])
    })
  }

  async down() {
    this.schema.dropTable('scoped_roles')
  }
}
