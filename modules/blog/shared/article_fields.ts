/** The console form's plain fields (the body travels beside them as rich text). */
export type ArticleFields = {
  title: string
  slug: string
  excerpt: string
  metaDescription: string
  category: string
  pinnedTo: string | null
  imageUrl: string | null
  authorIds: number[]
}
