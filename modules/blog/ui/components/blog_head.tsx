import { Head } from '@inertiajs/react'
import type { PageSeo } from '../../shared/index'

/**
 * The indexable page's <head> tags after a visit in the browser. The first HTML response already
 * carries the same tags (the root view renders them from the server's `seo`); the head-keys match
 * theirs, so the browser replaces them instead of doubling them.
 */
export function BlogHead({ seo, noindex = false }: { seo: PageSeo; noindex?: boolean }) {
  return (
    <Head title={seo.title}>
      <meta head-key="description" name="description" content={seo.description} />
      <link head-key="canonical" rel="canonical" href={seo.canonical} />
      <link head-key="feed" rel="alternate" type="application/rss+xml" title="The Peerhaven Blog" href={seo.feed} />
      <meta head-key="og:site_name" property="og:site_name" content="Peerhaven" />
      <meta head-key="og:type" property="og:type" content={seo.type} />
      <meta head-key="og:title" property="og:title" content={seo.title} />
      <meta head-key="og:description" property="og:description" content={seo.description} />
      <meta head-key="og:url" property="og:url" content={seo.canonical} />
      {seo.image && <meta head-key="og:image" property="og:image" content={seo.image} />}
      {seo.publishedAt && <meta head-key="article:published_time" property="article:published_time" content={seo.publishedAt} />}
      <meta head-key="twitter:card" name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      <meta head-key="twitter:title" name="twitter:title" content={seo.title} />
      <meta head-key="twitter:description" name="twitter:description" content={seo.description} />
      {seo.image && <meta head-key="twitter:image" name="twitter:image" content={seo.image} />}
      {noindex && <meta head-key="robots" name="robots" content="noindex" />}
    </Head>
  )
}
