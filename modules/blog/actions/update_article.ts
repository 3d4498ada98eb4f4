import db from '@adonisjs/lucid/services/db'
import { isUniqueViolation } from '#app/support/database/errors'
import { attachUploads, detachUploads } from '#modules/uploads/index'
import type BlogArticle from '../models/blog_article.js'
import { BLOG_ARTICLE_SUBJECT } from '../subject.js'
import { articleColumns, SlugTakenError, type ArticleInput } from '../article_input.js'
import { replaceAuthors } from './replace_authors.js'

/**
 * Saves the form over an article (its publication date is left alone). The article holds exactly
 * the images it now shows: the others are let go (the retention job prunes unattached uploads).
 */
export async function updateArticle(article: BlogArticle, input: ArticleInput): Promise<BlogArticle> {
  try {
    return await db.transaction(async (trx) => {
      article.useTransaction(trx)
      await article.merge(articleColumns(input)).save()
      await replaceAuthors(article.id, input.authorIds, trx)
      const subject = { type: BLOG_ARTICLE_SUBJECT, id: article.id }
      await detachUploads(subject, { client: trx })
      await attachUploads(input.uploadIds, subject, { client: trx })
      return article
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError()
    throw error
  }
}
