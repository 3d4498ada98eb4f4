import { Node, mergeAttributes } from '@tiptap/core'
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react'
import { KatexFormula } from '../katex_formula'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    math: { insertMath: (latex: string, display: boolean) => ReturnType }
  }
}

/*
 * Formulas (spec 001 §3.8 math, inline or block): atoms holding their LaTeX, typeset by KaTeX in
 * the editor and the reader. The LaTeX is edited in the toolbar's formula popover (select the
 * formula, then the formula button), so it works from the keyboard too.
 */
function MathView({ node, extension }: ReactNodeViewProps) {
  const display = extension.name === 'mathBlock'
  return (
    <NodeViewWrapper as={display ? 'div' : 'span'} className="rich-text-math" data-latex={node.attrs.latex}>
      <KatexFormula latex={String(node.attrs.latex)} display={display} />
    </NodeViewWrapper>
  )
}

function mathNode(name: 'mathInline' | 'mathBlock') {
  const inline = name === 'mathInline'
  const tag = inline ? 'span' : 'div'
  return Node.create({
    name,
    group: inline ? 'inline' : 'block',
    inline,
    atom: true,
    selectable: true,
    addAttributes: () => ({ latex: { default: '' } }),
    parseHTML: () => [{ tag: `${tag}[data-math]`, getAttrs: (element) => ({ latex: element.getAttribute('data-math') ?? '' }) }],
    renderHTML: ({ node, HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes, { 'data-math': node.attrs.latex }), node.attrs.latex],
    renderText: ({ node }) => String(node.attrs.latex),
    addNodeView: () => ReactNodeViewRenderer(MathView, { as: tag }),
  })
}

export const MathInline = mathNode('mathInline').extend({
  addCommands() {
    return {
      insertMath:
        (latex, display) =>
        ({ commands, editor }) => {
          const type = display && editor.schema.nodes.mathBlock ? 'mathBlock' : 'mathInline'
          return commands.insertContent({ type, attrs: { latex } })
        },
    }
  },
})

export const MathBlock = mathNode('mathBlock')
