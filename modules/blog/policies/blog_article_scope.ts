import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { sqlTime } from '#app/support/database/values'
import type BlogArticle from '../models/blog_article.js'

/**
 * The SQL twin of BlogArticlePolicy.read for everyone outside the blog team: published articles
 * only (published_at set and not in the future). The public index and the RSS feed list these.
 */
export function publishedOnly(query: ModelQueryBuilderContract<typeof BlogArticle>, now: DateTime = DateTime.utc()) {
  return query.whereNotNull('published_at').where('published_at', '<=', sqlTime(now))
}
