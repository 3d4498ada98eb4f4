import type { FormBlock } from '../shared/index'
import type { FieldWiring } from './input_registry'

/*
 * A block's label, sublabel and description. Mantine renders the description in a <p> wired to the
 * input with aria-describedby, so the sublabel and the description go in it as block-level spans.
 */
function BlockDescription({ block }: { block: FormBlock }) {
  if (!block.sublabel && !block.description) return null
  return (
    <>
      {block.sublabel && <span style={{ display: 'block' }}>{block.sublabel}</span>}
      {block.description && <span style={{ display: 'block' }}>{block.description}</span>}
    </>
  )
}

export function fieldWiring(block: FormBlock, id: string, error: string | undefined, required: boolean): FieldWiring {
  return {
    id,
    label: block.label,
    description: block.sublabel || block.description ? <BlockDescription block={block} /> : undefined,
    error,
    required,
  }
}

/**
 * aria-describedby for an input that Mantine does not wire itself (a group, a custom element):
 * the ids Input.Wrapper gives the description and the error of a field with this id.
 */
export function describedBy(field: FieldWiring): string | undefined {
  const ids = [field.description ? `${field.id}-description` : '', field.error ? `${field.id}-error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** The sublabel and description as one sentence, for components that take a plain-text description. */
export const plainDescription = (block: FormBlock) => [block.sublabel, block.description].filter(Boolean).join(' ') || undefined
