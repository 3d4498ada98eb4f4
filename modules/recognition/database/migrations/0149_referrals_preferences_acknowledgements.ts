import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * - referral_sources (spec 001 §3.1: id, user_id, referral_code, partner_slug, description,
 *   details, slug, header, subheader, logo_url, created_at; a flag for a college-admissions
 *   partner): a member's personal code (user_id set) or a partner landing page (partner_slug).
 * - referrals: who was referred through which source. Decision: kept here rather than as
 *   users.referral_source_id, because identity sits below recognition and knows nothing of
 *   referrals; one row per referred person (UNIQUE). rewarded_at marks the 10 + 10 points paid
 *   after the referred person's first attended session.
 * - recognition_preferences: the leaderboard opt-out (spec leaves its home open).
 * - user_acknowledgements (spec 001 "Acknowledgement record: key and notify_at"): a toast or
 *   notice is shown while notify_at has passed; dismissing sets notify_at later (a snooze) or
 *   NULL (never again).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('referral_sources', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('referral_code', 40).notNullable().unique()
      table.string('partner_slug', 80).nullable().unique()
      table.text('description').nullable()
      table.text('details').nullable()
      table.string('slug', 80).nullable()
      table.string('header', 200).nullable()
      table.string('subheader', 300).nullable()
      table.string('logo_url', 500).nullable()
      table.boolean('college_admissions_partner').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.unique(['user_id'])
    })
    this.schema.createTable('referrals', (table) => {
      table.increments('id')
      table.integer('referred_user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.integer('referral_source_id').unsigned().notNullable().references('id').inTable('referral_sources').onDelete('CASCADE')
      table.integer('referrer_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('rewarded_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['referrer_user_id'])
    })
    this.schema.createTable('recognition_preferences', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.boolean('leaderboard_opt_out').notNullable().defaultTo(false)
      table.timestamp('updated_at').notNullable()
    })
    this.schema.createTable('user_acknowledgements', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('key', 80).notNullable()
      table.timestamp('notify_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'key'])
    })
  }

  async down() {
    this.schema.dropTable('user_acknowledgements')
    this.schema.dropTable('recognition_preferences')
    this.schema.dropTable('referrals')
    this.schema.dropTable('referral_sources')
  }
}
