import { BaseSchema } from '@adonisjs/lucid/schema'

/* spec 001 §3.2: blog_article and blog_article_author. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('blog_articles', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.string('title', 200).notNullable()
      table.string('slug', 120).notNullable().unique()
      table.string('excerpt', 500).notNullable().defaultTo('')
      table.string('meta_description', 320).notNullable().defaultTo('')
      table.string('category', 40).notNullable()
      table.string('pinned_to', 40).nullable()
      table.text('body').notNullable()
      table.string('image_url', 500).nullable()
      table.timestamp('published_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // The public list: published (published_at <= now), newest first, optionally by category.
      table.index(['published_at'])
      table.index(['category', 'published_at'])
    })

    this.schema.createTable('blog_article_authors', (table) => {
      table.increments('id')
      table.integer('blog_article_id').unsigned().notNullable().references('id').inTable('blog_articles').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users')
      table.unique(['blog_article_id', 'user_id'])
    })
  }

  async down() {
    this.schema.dropTable('blog_article_authors')
    this.schema.dropTable('blog_articles')
  }
}
