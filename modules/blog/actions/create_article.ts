import db from '@adonisjs/lucid/services/db'
import { isUniqueViolation } from '#app/support/database/errors'
import { attachUploads } from '#modules/uploads/index'
import BlogArticle from '../models/blog_article.js'
import { BLOG_ARTICLE_SUBJECT } from '../subject.js'
import { articleColumns, SlugTakenError, type ArticleInput } from '../article_input.js'
import { replaceAuthors } from './replace_authors.js'

/** A new article, a draft until it is published or scheduled; its images now belong to it. */
export async function createArticle(writer: { id: number }, input: ArticleInput): Promise<BlogArticle> {
  try {
    return await db.transaction(async (trx) => {
      const article = await BlogArticle.create({ ...articleColumns(input), userId: writer.id, publishedAt: null }, { client: trx })
      await replaceAuthors(article.id, input.authorIds, trx)
      await attachUploads(input.uploadIds, { type: BLOG_ARTICLE_SUBJECT, id: article.id }, { client: trx })
      return article
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError()
    throw error
  }
}
