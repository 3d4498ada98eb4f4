import type { ComponentType, ReactNode } from 'react'
import type { FormBlock } from '../shared/index'

/** What the renderer gives every input component, built-in or custom. */
export type FormInputProps<B extends FormBlock = FormBlock, V = unknown> = {
  block: B
  value: V
  onChange: (value: V) => void
  /** Mantine's wiring for the block: the input's id (its label's `for`), label, description, error, required. */
  field: FieldWiring
  /** A display-only block shows its value and cannot be changed (spec 001 §3.10 "display"). */
  readOnly: boolean
  /** Inputs that upload say when they start and finish: the form does not submit in between. */
  onBusyChange: (busy: boolean) => void
}

export type FieldWiring = {
  id: string
  label: string
  description: ReactNode
  error: string | undefined
  required: boolean
}

/** Each input narrows its own block and value types. */
type AnyInput = ComponentType<FormInputProps<any, any>>

const inputs = new Map<string, AnyInput>()

/**
 * Registers the component for an input type, or for a custom block's `component` name (spec 001
 * §3.10 "or a custom component"). Registering a name again replaces it (hot reloading does that).
 */
export function registerFormInput(name: string, component: AnyInput): void {
  inputs.set(name, component)
}

/** The registry key of a block: its type, or a custom block's component name. */
export const inputKey = (block: FormBlock) => (block.type === 'custom' ? block.component : block.type)

/** spec 002 §8 "Unknown form input type: error thrown". */
export function formInputFor(block: FormBlock): AnyInput {
  const input = inputs.get(inputKey(block))
  if (!input) throw new Error(`Unknown form input type "${inputKey(block)}" (block "${block.name}")`)
  return input
}
