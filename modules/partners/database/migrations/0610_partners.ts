import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The partner reference list (spec 001 §3.10 "about 55 universities and 12 states as partners, each
 * with link, logo, size, name"; issue 21 §5). Decisions where the spec is silent:
 *   - kind: university | state | organisation (the spec names universities and states; the
 *     /partnerships page also speaks of non-profits);
 *   - link and logo_url are https addresses (a logo is an image on the partner's own site or a CDN,
 *     not an upload: the list is public and small);
 *   - size is the logo's display size on /partnerships: small | medium | large;
 *   - position orders the list (staff reorder it); active hides a partner without losing it (no
 *     delete: a partnership that ended is deactivated).
 * Partner landing sources (partner slug, header, subheader, logo) are rows of recognition's
 * referral_sources (spec 001 §3.1), not a table of this module.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('partners', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('kind', 20).notNullable()
      table.string('link', 500).notNullable()
      table.string('logo_url', 500).nullable()
      table.string('size', 10).notNullable().defaultTo('medium')
      table.integer('position').notNullable()
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['active', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('partners')
  }
}
