import type { RichTextContent } from '#modules/rich_text/index'
import type { ArticleFields } from './shared/article_fields.js'

/** What the console's form writes (validated), plus the uploads its images point at. */
export type ArticleInput = ArticleFields & { body: RichTextContent; uploadIds: number[] }

export class SlugTakenError extends Error {}

/** The blog_articles columns of the input (authors and uploads are rows of their own). */
export function articleColumns(input: ArticleInput) {
  const { title, slug, excerpt, metaDescription, category, pinnedTo, imageUrl, body } = input
  return { title, slug, excerpt, metaDescription, category, pinnedTo, imageUrl, body }
}
