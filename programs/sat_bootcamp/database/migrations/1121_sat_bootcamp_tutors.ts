import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Issue 16 §2, the tutor side of the SAT bootcamp (spec 000 §2.2 /sat-bootcamp/tutor/consent,
 * /sat-bootcamp/onboarding-sessions, §2.4 prompt 4; spec 001 §3.7 sat_user, §4.3 onboarding
 * session deadline and release).
 * - sat_bootcamp_tutor_agreements: the tutor agreement, append-only (version, statements, code).
 *   Not the consent ledger: it is a volunteer's commitment to the program's rules, not a consent to
 *   take part on someone's behalf; a minor tutor's parent consent is in the ledger as for learners.
 * - sat_bootcamp_users gains the answer to prompt 4 and the invitation link's extra parameters
 *   (spec 001 internal_state sat_invitation_params: as, ref, ref_sat, params).
 * - sat_bootcamp_onboarding_sessions: which session is an onboarding session of which SAT test.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sat_bootcamp_tutor_agreements', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('version', 40).notNullable()
      table.text('statements').notNullable()
      table.string('signed_name', 120).notNullable()
      table.string('invite_code', 40).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })

    this.schema.alterTable('sat_bootcamp_users', (table) => {
      table.timestamp('publish_prompt_answered_at').nullable()
      table.text('invitation_params').nullable()
    })

    this.schema.createTable('sat_bootcamp_onboarding_sessions', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().unique().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.string('sat_test', 40).notNullable()
      table.integer('created_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['sat_test'])
    })
  }

  async down() {
    this.schema.dropTable('sat_bootcamp_onboarding_sessions')
    this.schema.alterTable('sat_bootcamp_users', (table) => {
      table.dropColumn('publish_prompt_answered_at')
      table.dropColumn('invitation_params')
    })
    this.schema.dropTable('sat_bootcamp_tutor_agreements')
  }
}
