import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Bios review (spec 000 §2.6 admin "bios", §6.3 "Bios: policy"; issue 13 §4 contact-detail
 * detection): every change of a one-on-one bio is a revision. A clean bio is published at once
 * (one_on_one_profiles.bio, the public text); one carrying contact details is held until policy
 * staff approve it. Staff may also reject a recently published bio (the previous one comes back).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('one_on_one_bio_revisions', (table) => {
      table.increments('id')
      table.integer('one_on_one_profile_id').unsigned().notNullable().references('id').inTable('one_on_one_profiles').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('text').notNullable()
      // held | published (clean, shown at once) | approved | rejected | superseded (replaced while held)
      table.string('status', 16).notNullable()
      table.text('contact_kinds').notNullable().defaultTo('[]')
      table.string('reject_reason', 500).nullable()
      table.integer('reviewed_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('reviewed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['status', 'created_at'])
      table.index(['one_on_one_profile_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('one_on_one_bio_revisions')
  }
}
