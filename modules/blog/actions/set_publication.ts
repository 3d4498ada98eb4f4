import type { DateTime } from 'luxon'
import type BlogArticle from '../models/blog_article.js'

/**
 * Publish now (the current instant), schedule (an instant in the future) or unpublish (null: back
 * to a draft). One column, so one write.
 */
export async function setPublication(article: BlogArticle, publishedAt: DateTime | null): Promise<BlogArticle> {
  article.publishedAt = publishedAt
  await article.save()
  return article
}
