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

export function articleColumns(input: ArticleInput) {
  const { authorIds: _authors, uploadIds: _uploads, ...columns } = input
  return columns
}
