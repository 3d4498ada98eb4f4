import { findOwnUpload, UserUpload } from '#modules/uploads/index'
import { imageUrls, type RichTextContent } from '#modules/rich_text/index'
import { BLOG_ARTICLE_SUBJECT } from '../subject.js'

const IMAGE_PURPOSES = new Set(['editor-image', 'image'])

/**
 * The uploads an article's images (its header image and the body's) point at, or null when one
 * is not allowed. An image is the writer's own image upload, or one the article already holds
 * (the blog team edits each other's articles).
 */
export async function articleUploadIds(writerId: number, articleId: number | null, imageUrl: string | null, body: RichTextContent): Promise<number[] | null> {
  const urls = [...(imageUrl ? [imageUrl] : []), ...imageUrls(body)]
  if (urls.length === 0) return []
  const held = articleId === null ? [] : await UserUpload.query().where('subject_type', BLOG_ARTICLE_SUBJECT).where('subject_id', articleId)
  const ids = new Set<number>()
  for (const url of urls) {
    const upload = held.find((candidate) => candidate.downloadUrl === url) ?? (await findOwnUpload(writerId, url))
    if (!upload || !IMAGE_PURPOSES.has(upload.purpose)) return null
    ids.add(upload.id)
  }
  return [...ids]
}
