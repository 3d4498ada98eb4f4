import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The notifications sweep asks every minute which channels have members who want texts about new
 * posts (channel_texts.ts). channel_members has a row per visit, so the few who asked are found
 * through a partial index instead of reading every visit. The query repeats the predicate
 * literally (`= true`) so SQLite can match it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX channel_members_texting ON channel_members (channel_id, user_id) WHERE enable_text_notifications = true')
  }

  async down() {
    this.schema.raw('DROP INDEX channel_members_texting')
  }
}
