import { Node, mergeAttributes } from '@tiptap/core'
import { isTemplateName, templateLabel } from '../../shared/index.js'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    template: { insertTemplateField: (name: string) => ReturnType }
  }
}

/* A template field (shared/templates.ts): an inline placeholder shown as {name}. */
export const TemplateField = Node.create({
  name: 'template',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({ name: { default: '' } }),
  parseHTML: () => [
    {
      tag: 'span[data-template]',
      getAttrs: (element) => {
        const name = element.getAttribute('data-template')
        return isTemplateName(name) ? { name } : false
      },
    },
  ],
  renderHTML: ({ node, HTMLAttributes }) => [
    'span',
    mergeAttributes(HTMLAttributes, { 'data-template': node.attrs.name, 'class': 'rich-text-template' }),
    templateLabel(node.attrs.name),
  ],
  renderText: ({ node }) => templateLabel(node.attrs.name),
  addCommands() {
    return {
      insertTemplateField:
        (name) =>
        ({ commands }) =>
          isTemplateName(name) && commands.insertContent({ type: this.name, attrs: { name } }),
    }
  },
})
