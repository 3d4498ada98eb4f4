import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * One live host row per person and session (a double co-host request cannot slip in between
 * the check and the insert). A partial unique index: soft-deleted rows (removed co-hosts,
 * withdrawn requests) stay as history. Partial indexes exist on SQLite and PostgreSQL alike.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE UNIQUE INDEX session_hosts_live_unique ON session_hosts (session_id, user_id) WHERE deleted_at IS NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX session_hosts_live_unique')
  }
}
