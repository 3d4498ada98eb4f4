import type { RichTextContent } from '#modules/rich_text/index'

/** What the console's form writes (validated), plus the uploads its images point at. */
export type ArticleInput = {
  title: string
  slug: string
  excerpt: string
  metaDescription: string
  category: string
  pinnedTo: string | null
  imageUrl: string | null
  body: RichTextContent
  authorIds: number[]
  uploadIds: number[]
}

export class SlugTakenError extends Error {}

/** The blog_articles columns of the input (authors and uploads are rows of their own). */
export function articleColumns(input: ArticleInput) {
  const { title, slug, excerpt, metaDescription, category, pinnedTo, imageUrl, body } = input
  return { title, slug, excerpt, metaDescription, category, pinnedTo, imageUrl, body }
}
