import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#app/support/json_column'
import { emptyRichText, type RichTextContent } from '#modules/rich_text/index'
import BlogArticleAuthor from './blog_article_author.js'
import { publicationState } from '../shared/publication.js'

/* spec 001 §3.2 blog_article. published_at null: draft; in the future: scheduled. */
export default class BlogArticle extends BaseModel {
  static table = 'blog_articles'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare title: string
  @column() declare slug: string
  @column() declare excerpt: string
  @column() declare metaDescription: string
  @column() declare category: string
  @column() declare pinnedTo: string | null
  @jsonColumn<RichTextContent>(emptyRichText()) declare body: RichTextContent
  @column() declare imageUrl: string | null
  @column.dateTime() declare publishedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  @hasMany(() => BlogArticleAuthor) declare authorRows: HasMany<typeof BlogArticleAuthor>

  get state() {
    return publicationState(this.publishedAt?.toJSDate() ?? null)
  }

  get isPublished() {
    return this.state === 'published'
  }
}
