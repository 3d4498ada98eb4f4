import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Recordings of breakout rooms (issue 12 §3 recordings; spec 001 §3.3 session_breakout has its own
 * recording URLs). Tutoring has no breakout rooms table yet, so a recording names its room by the
 * room's title; null is the main room. The audit page lists recordings per room.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('session_recordings', (table) => {
      table.string('breakout_title', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable('session_recordings', (table) => {
      table.dropColumn('breakout_title')
    })
  }
}
