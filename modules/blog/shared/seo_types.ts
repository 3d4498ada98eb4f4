/** The tags of an indexable page (the server's seo.ts fills it; the page's <Head> repeats it). */
export type PageSeo = {
  title: string
  description: string
  /** Absolute addresses. */
  canonical: string
  image: string | null
  type: 'website' | 'article'
  publishedAt: string | null
  /** The blog's RSS feed, announced with <link rel="alternate">. */
  feed: string
}
