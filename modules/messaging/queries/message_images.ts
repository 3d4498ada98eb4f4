import { findOwnUpload } from '#modules/uploads/index'
import { imageUrls, type RichTextContent } from '#modules/rich_text/index'

/**
 * The upload ids of a message's images when each is the writer's own editor image not attached to
 * anything yet; null when one is not (spec 002 §7 upload limits: editor images, 5 per message).
 */
export async function ownMessageImageIds(userId: number, body: RichTextContent): Promise<number[] | null> {
  const ids: number[] = []
  for (const url of imageUrls(body)) {
    const upload = await findOwnUpload(userId, url, 'editor-image')
    if (!upload || upload.subjectType !== null) return null
    ids.push(upload.id)
  }
  return ids
}
