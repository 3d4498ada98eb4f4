import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import BlogArticleAuthor from '../models/blog_article_author.js'

/** Part of an article write (its transaction): the credited people become exactly these, in order. */
export async function replaceAuthors(articleId: number, userIds: readonly number[], trx: TransactionClientContract) {
  await BlogArticleAuthor.query({ client: trx }).where('blog_article_id', articleId).delete()
  await BlogArticleAuthor.createMany(
    userIds.map((userId) => ({ blogArticleId: articleId, userId })),
    { client: trx }
  )
}
