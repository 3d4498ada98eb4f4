import type { SlateContent, SlateNode } from './content.js'

/*
 * Template fields (the spec names the node kind only; decision): a template node is a named
 * placeholder such as {learnerName} in a reusable text (a session-description template, a
 * message template). It is shown as "{learnerName}" while editing and reading the template, and
 * replaced by plain text with fillTemplate when the template is used.
 */
const TEMPLATE_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/

export function isTemplateName(value: unknown): value is string {
  return typeof value === 'string' && TEMPLATE_NAME.test(value)
}

/** How a template field shows before it is filled. */
export function templateLabel(name: string) {
  return `{${name}}`
}

/** The document with each template field replaced by its value (a missing value keeps {name}). */
export function fillTemplate(content: SlateContent, values: Readonly<Record<string, string>>): SlateContent {
  const fill = (node: SlateNode): SlateNode => {
    if (!('type' in node)) return node
    if (node.type === 'template') return { text: Object.hasOwn(values, node.name) ? values[node.name] : templateLabel(node.name) }
    if (!('children' in node)) return node
    return { ...node, children: (node.children as SlateNode[]).map(fill) } as SlateNode
  }
  return { serialization_method: 'slate_json_v1', content: content.content.map(fill) }
}
