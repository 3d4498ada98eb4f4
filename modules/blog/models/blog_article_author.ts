import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { User } from '#modules/identity/index'

/* spec 001 §3.2 blog_article_author: the people an article is credited to, in the order chosen. */
export default class BlogArticleAuthor extends BaseModel {
  static table = 'blog_article_authors'

  @column({ isPrimary: true }) declare id: number
  @column() declare blogArticleId: number
  @column() declare userId: number

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
}
