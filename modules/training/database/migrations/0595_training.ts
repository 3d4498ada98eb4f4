import { BaseSchema } from '@adonisjs/lucid/schema'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/*
 * spec 001 §3.5 training and training_submission; spec 001 §5.4 series_template.tutor_training_id;
 * spec 001 §5.5 onboarding sessions. Decisions: one submission row per user and training (unique):
 * a mentor's assignment and the user's completion share it; training_onboarding_sessions marks
 * which sessions are new-tutor onboarding sessions (the sessions table has no such type).
 * A few real trainings are seeded here so every environment has them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('trainings', (table) => {
      table.increments('id')
      table.string('slug', 80).notNullable().unique()
      table.string('title', 200).notNullable()
      table.string('excerpt', 500).notNullable().defaultTo('')
      table.text('description').notNullable().defaultTo('')
      table.string('tagline', 200).notNullable().defaultTo('')
      table.string('primary_type', 20).notNullable().defaultTo('tutor')
      table.string('secondary_type', 40).nullable()
      table.integer('time_estimate_minutes').notNullable().defaultTo(15)
      table.string('link_training', 500).nullable()
      table.string('link_summary', 500).nullable()
      table.timestamp('archived_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    this.schema.createTable('training_submissions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('training_id').unsigned().notNullable().references('id').inTable('trainings').onDelete('CASCADE')
      table.integer('assignment_mentor_user_id').unsigned().nullable().references('id').inTable('users')
      table.string('assignment_priority', 30).nullable()
      table.string('assignment_note', 1000).nullable()
      table.timestamp('submitted_at').nullable()
      table.integer('submitted_score').nullable()
      table.integer('volunteer_activity_id').unsigned().nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'training_id'])
      table.index(['user_id', 'assignment_priority'])
    })
    this.schema.createTable('training_onboarding_sessions', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().unique().references('id').inTable('tutoring_sessions').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
    })
    const hasColumn = await this.schema.hasColumn('series_templates', 'tutor_training_id')
    if (!hasColumn) {
      this.schema.alterTable('series_templates', (table) => {
        table.integer('tutor_training_id').unsigned().nullable().references('id').inTable('trainings')
      })
    }
    this.defer(async (db) => {
      const now = sqlTime(DateTime.utc())
      const base = { archived_at: null, created_at: now, updated_at: now }
      await db.table('trainings').multiInsert([
        {
          ...base,
          slug: 'safeguarding-minors',
          title: 'Safeguarding minors',
          excerpt: 'How we keep learners under 18 safe: boundaries, private contact, and what to report.',
          description:
            'Most of our learners are minors. This training covers the rules every tutor follows: keep all contact on the platform, never ask for personal contact details or photos, keep cameras and conversations appropriate, and report anything that worries you through the Report button or the Help Desk the same day. It ends with short scenarios to check your judgement.',
          tagline: 'Required for every tutor',
          primary_type: 'tutor',
          secondary_type: 'safety',
          time_estimate_minutes: 20,
          link_training: 'https://peerhaven.org/training/safeguarding-minors',
          link_summary: 'https://peerhaven.org/training/safeguarding-minors/summary',
        },
        {
          ...base,
          slug: 'running-your-first-session',
          title: 'Running your first session',
          excerpt: 'Plan, open and close a small-group session so every learner gets to speak.',
          description:
            'Walk through a session from preparation to wrap-up: reading the lesson plan, opening the room a few minutes early, setting norms, checking understanding with quick questions, giving every learner a turn, and confirming attendance at the end.',
          tagline: 'Hosting basics',
          primary_type: 'tutor',
          secondary_type: 'hosting',
          time_estimate_minutes: 25,
          link_training: 'https://peerhaven.org/training/first-session',
          link_summary: 'https://peerhaven.org/training/first-session/summary',
        },
        {
          ...base,
          slug: 'attendance-commitment',
          title: 'Showing up for your sessions',
          excerpt: 'Why missed sessions matter, and how to cancel in time when plans change.',
          description:
            'Your account was paused because you missed several sessions you registered for. Tutors plan for every learner who registers, and an empty seat keeps someone else on the waitlist. This short training explains how to unregister in time, how reminders work, and what happens after repeated no-shows. Completing it restores your account.',
          tagline: 'Required to recover your account',
          primary_type: 'unsuspend',
          secondary_type: 'learner-no-shows',
          time_estimate_minutes: 10,
          link_training: 'https://peerhaven.org/training/attendance',
          link_summary: null,
        },
      ])
    })
  }

  async down() {
    // SQLite rebuilds a table to drop a column, which the series rows referencing series_templates
    // refuse inside a transaction: there the column stays (emptied) and up() finds it again.
    const sqlite = ['sqlite3', 'better-sqlite3', 'libsql'].includes(this.db.dialect.name)
    if (await this.schema.hasColumn('series_templates', 'tutor_training_id')) {
      this.defer(async (db) => {
        await db.from('series_templates').whereNotNull('tutor_training_id').update({ tutor_training_id: null })
      })
      if (!sqlite) {
        this.schema.alterTable('series_templates', (table) => {
          table.dropForeign(['tutor_training_id'])
          table.dropColumn('tutor_training_id')
        })
      }
    }
    this.schema.dropTable('training_onboarding_sessions')
    this.schema.dropTable('training_submissions')
    this.schema.dropTable('trainings')
  }
}
