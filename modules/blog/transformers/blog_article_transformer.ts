import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type BlogArticle from '../models/blog_article.js'
import { blogCategoryLabel } from '../shared/categories.js'

/** A credited author as readers see them: the display name only (no e-mail, no age). */
export type ArticleAuthor = { id: number; displayName: string }

/**
 * An article: a card of the index (toObject), the article page (forPage), a row of the console's
 * list (forConsoleRow) or the console's form (forForm).
 */
export default class BlogArticleTransformer extends BaseTransformer<BlogArticle> {
  constructor(
    resource: BlogArticle,
    protected authors: readonly ArticleAuthor[] = []
  ) {
    super(resource)
  }

  toObject() {
    const article = this.resource
    return {
      ...this.pick(article, ['slug', 'title', 'excerpt', 'category', 'imageUrl', 'pinnedTo']),
      categoryLabel: blogCategoryLabel(article.category),
      publishedAt: iso(article.publishedAt),
    }
  }

  forPage() {
    const article = this.resource
    return {
      ...this.toObject(),
      metaDescription: article.metaDescription,
      body: article.body,
      state: article.state,
      authors: this.authors.map((author) => author.displayName),
    }
  }

  forConsoleRow() {
    const article = this.resource
    return {
      ...this.pick(article, ['id', 'slug', 'title', 'category', 'pinnedTo']),
      categoryLabel: blogCategoryLabel(article.category),
      state: article.state,
      publishedAt: iso(article.publishedAt),
      updatedAt: iso(article.updatedAt)!,
    }
  }

  forForm() {
    const article = this.resource
    return {
      ...this.pick(article, ['id', 'slug', 'title', 'excerpt', 'metaDescription', 'category', 'pinnedTo', 'imageUrl', 'body']),
      state: article.state,
      publishedAt: iso(article.publishedAt),
      authorIds: this.authors.map((author) => author.id),
    }
  }
}
