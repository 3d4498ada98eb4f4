import type { Extensions } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import Mention, { type MentionOptions } from '@tiptap/extension-mention'
import { normalizeLinkUrl, USER_LINK_REL, type RichTextVariant } from '../shared/index.js'
import { DateTime } from './nodes/date_time'
import { MathBlock, MathInline } from './nodes/math'
import { Superscript } from './nodes/superscript'
import { TemplateField } from './nodes/template'
import { UploadedImage } from './nodes/image'

/** A person as a mention stores them (spec 001 §3.8) and the suggestions list them. */
export type MentionPerson = { userId: number; username: string; displayName: string }

const MentionNode = Mention.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      username: { default: '', parseHTML: (element) => element.getAttribute('data-username') ?? '', renderHTML: (attrs) => ({ 'data-username': attrs.username }) },
    }
  },
})

/**
 * The editor's schema: exactly the stored node kinds (shared/content.ts). The simple variant has
 * no headings, horizontal lines or block formulas, so pasting them gives paragraphs instead.
 */
export function editorExtensions(variant: RichTextVariant, mention: Partial<MentionOptions['suggestion']>): Extensions {
  const full = variant === 'full'
  return [
    StarterKit.configure({
      codeBlock: false,
      heading: full ? { levels: [1, 2, 3] } : false,
      horizontalRule: full ? {} : false,
      link: {
        autolink: true,
        linkOnPaste: true,
        openOnClick: false,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: USER_LINK_REL, target: null },
        isAllowedUri: (url) => normalizeLinkUrl(url) !== null,
        shouldAutoLink: (url) => normalizeLinkUrl(url) !== null,
      },
    }),
    Superscript,
    MathInline,
    ...(full ? [MathBlock] : []),
    DateTime,
    TemplateField,
    UploadedImage,
    MentionNode.configure({
      HTMLAttributes: { class: 'rich-text-mention' },
      renderText: ({ node }) => `@${node.attrs.label ?? ''}`,
      renderHTML: ({ node, options }) => ['span', { ...options.HTMLAttributes, 'data-id': node.attrs.id }, `@${node.attrs.label ?? ''}`],
      suggestion: mention,
    }),
  ]
}
