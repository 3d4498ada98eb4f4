import type { SlateNode } from './content.js'
import type { RichTextContent } from './content.js'

/*
 * Images in a document are our own uploads only (their download URL, /uploads/<id>/<name>, from
 * the uploads module): an image on another host would reveal every reader's IP address to it,
 * and most readers are minors.
 */
const UPLOAD_IMAGE_URL = /^\/uploads\/([1-9][0-9]{0,15})\/[A-Za-z0-9_][A-Za-z0-9._-]{0,254}$/

/** The upload id of one of our download URLs, or null when the URL is anything else. */
export function uploadIdOfImageUrl(url: string): number | null {
  const match = typeof url === 'string' ? UPLOAD_IMAGE_URL.exec(url) : null
  return match ? Number(match[1]) : null
}

/** Every image URL of a document, in order (to attach the uploads to what owns them). */
export function imageUrls(content: RichTextContent | null | undefined): string[] {
  if (!content || content.serialization_method !== 'slate_json_v1' || !Array.isArray(content.content)) return []
  const urls: string[] = []
  const walk = (nodes: readonly SlateNode[]) => {
    for (const node of nodes) {
      if (typeof node !== 'object' || node === null || !('type' in node)) continue
      if (node.type === 'image' && typeof node.url === 'string') urls.push(node.url)
      if (Array.isArray(node.children)) walk(node.children as SlateNode[])
    }
  }
  walk(content.content)
  return urls
}
