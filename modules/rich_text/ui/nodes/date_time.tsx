import { Node, mergeAttributes } from '@tiptap/core'
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react'
import { DateTimeText } from '../date_time_text'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    dateTime: { insertDateTime: (iso: string) => ReturnType }
  }
}

function DateTimeView({ node }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper as="span" className="rich-text-date-time">
      <DateTimeText iso={String(node.attrs.iso)} />
    </NodeViewWrapper>
  )
}

/* spec 001 §3.8 date-time: an instant (ISO, UTC) every reader sees in their own time zone. */
export const DateTime = Node.create({
  name: 'dateTime',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({ iso: { default: '' } }),
  parseHTML: () => [{ tag: 'time[data-date-time]', getAttrs: (element) => ({ iso: element.getAttribute('data-date-time') ?? '' }) }],
  renderHTML: ({ node, HTMLAttributes }) => ['time', mergeAttributes(HTMLAttributes, { 'data-date-time': node.attrs.iso }), node.attrs.iso],
  renderText: ({ node }) => String(node.attrs.iso),
  addNodeView: () => ReactNodeViewRenderer(DateTimeView, { as: 'span' }),
  addCommands() {
    return {
      insertDateTime:
        (iso) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { iso } }),
    }
  },
})
