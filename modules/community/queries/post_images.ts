import { findOwnUpload } from '#modules/uploads/index'
import { imageUrls, type RichTextContent } from '#modules/rich_text/index'

/**
 * The upload ids of a body's images when each is the writer's own editor image, not attached to
 * anything else (or already to this post, on an edit); null when one is not.
 */
export async function ownImageIds(userId: number, body: RichTextContent, postId: number | null): Promise<number[] | null> {
  const ids: number[] = []
  for (const url of imageUrls(body)) {
    const upload = await findOwnUpload(userId, url)
    if (!upload || (upload.purpose !== 'editor-image' && upload.purpose !== 'image')) return null
    const attachedElsewhere = upload.subjectType !== null && !(upload.subjectType === 'post' && upload.subjectId === postId)
    if (attachedElsewhere) return null
    if (upload.subjectType === null) ids.push(upload.id)
  }
  return ids
}
