import Image from '@tiptap/extension-image'
import { uploadIdOfImageUrl } from '../../shared/index.js'

/*
 * Images: our own uploads only (shared/images.ts). Pasted or dropped HTML pointing at another
 * host is not turned into an image at all, so the editor never loads it either.
 */
export const UploadedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      userUploadId: { default: null, parseHTML: (element) => uploadIdOfImageUrl(element.getAttribute('src') ?? ''), renderHTML: () => ({}) },
    }
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (uploadIdOfImageUrl(element.getAttribute('src') ?? '') === null ? false : null) }]
  },
}).configure({ inline: false, allowBase64: false, HTMLAttributes: { referrerpolicy: 'no-referrer' } })
