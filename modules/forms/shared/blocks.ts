/*
 * A form is data: a list of blocks (spec 001 §3.10). One definition drives the browser's renderer and
 * the server's VineJS validation, so this file is the single description of what a block may say.
 */

/** The input types of spec 001 §3.10; `custom` names a component registered with the renderer. */
export const INPUT_TYPES = [
  'date',
  'equation',
  'multi-checkbox',
  'multi-select',
  'multi-select-tab',
  'number',
  'phone',
  'radio',
  'rich-text',
  'select',
  'select-group',
  'select-tab',
  'select-async',
  'text',
  'textarea',
  'time-range',
  'video',
  'file-drop-zone',
  'custom',
] as const

export type InputType = (typeof INPUT_TYPES)[number]

/** A form row is 6 units wide (spec 002 §9 "Form row size 6 units"). */
export const ROW_UNITS = 6

export type FormOption = { value: string; label: string }
export type FormOptionGroup = { group: string; items: FormOption[] }

/**
 * Show the block only when the rule holds for the values of `keys` (spec 001 §3.10 "dependencies:
 * keys plus a visibility rule"). A hidden block is not required and submits no value (§5.1).
 */
export type BlockDependency = {
  keys: string[]
  rule:
    | { kind: 'equals'; value: string | number | boolean }
    | { kind: 'one-of'; values: (string | number | boolean)[] }
    | { kind: 'filled' }
    | { kind: 'not-filled' }
}

type BlockBase = {
  /** The value's key in the submission; unique within a form. */
  name: string
  label: string
  sublabel?: string
  description?: string
  required?: boolean
  /** Width in row units (1–6); consecutive blocks fill rows of 6. Default 6. */
  size?: number
  /** Units this block spans on small screens (default: the whole row). */
  sizeSpan?: number
  dependencies?: BlockDependency
  /** 'display-only' shows the block (and its initial value) but never submits or requires it. */
  display?: 'input' | 'display-only'
}

export type TextBlock = BlockBase & {
  type: 'text' | 'textarea'
  initialValue?: string
  minLength?: number
  maxLength?: number
  placeholder?: string
}
export type PhoneBlock = BlockBase & { type: 'phone'; initialValue?: string }
export type NumberBlock = BlockBase & { type: 'number'; initialValue?: number; min?: number; max?: number; placeholder?: string }
/** Stores the start of the chosen day as an ISO string; min/max are ISO dates. */
export type DateBlock = BlockBase & { type: 'date'; initialValue?: string; minDate?: string; maxDate?: string }
/** A LaTeX string typed in a math field. */
export type EquationBlock = BlockBase & { type: 'equation'; initialValue?: string }
export type ChoiceBlock = BlockBase & {
  type: 'radio' | 'select' | 'select-tab'
  options: FormOption[]
  initialValue?: string
}
export type GroupedChoiceBlock = BlockBase & { type: 'select-group'; options: FormOptionGroup[]; initialValue?: string }
export type MultiChoiceBlock = BlockBase & {
  type: 'multi-checkbox' | 'multi-select' | 'multi-select-tab'
  options: FormOption[]
  initialValue?: string[]
}
/** Options searched on the server (a registered option source), debounced 100 ms (spec 002 §9). */
export type AsyncChoiceBlock = BlockBase & { type: 'select-async'; source: string; initialValue?: string }
/** Two whole hours between 0 and 24 (spec 001 §3.10, slider step 1). */
export type TimeRangeBlock = BlockBase & { type: 'time-range'; initialValue?: [number, number] }
/** A RichTextContent object (modules/rich_text); `variant` picks the editor size. */
export type RichTextBlock = BlockBase & {
  type: 'rich-text'
  variant?: 'simple' | 'full'
  initialValue?: unknown
  minLength?: number
  maxLength?: number
}
/** The recording's download URL (spec 001 §3.10 "Video input"). */
export type VideoBlock = BlockBase & {
  type: 'video'
  instructions?: string
  instructionsHint?: string
  minDurationSeconds?: number
  maxDurationSeconds?: number
  initialValue?: string
}
/** Uploaded files (modules/uploads purpose 'attachment' unless stated). */
export type FileDropZoneBlock = BlockBase & { type: 'file-drop-zone'; maxFiles?: number; initialValue?: unknown[] }
/**
 * A component registered with the renderer under `component` (ui's registerFormInput); its value
 * rules are registered in shared with registerCustomInput, so both sides judge it alike.
 */
export type CustomBlock = BlockBase & { type: 'custom'; component: string; initialValue?: unknown }

export type FormBlock =
  | TextBlock
  | PhoneBlock
  | NumberBlock
  | DateBlock
  | EquationBlock
  | ChoiceBlock
  | GroupedChoiceBlock
  | MultiChoiceBlock
  | AsyncChoiceBlock
  | TimeRangeBlock
  | RichTextBlock
  | VideoBlock
  | FileDropZoneBlock
  | CustomBlock

export type FormDefinition = {
  /** Stable key, e.g. 'volunteer-application' (responses are stored under it). */
  key: string
  blocks: FormBlock[]
}

/** Submitted values by block name. */
export type FormValues = Record<string, unknown>
