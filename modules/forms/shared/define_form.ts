import { INPUT_TYPES, ROW_UNITS, type FormBlock, type FormDefinition } from './blocks.js'
import { customInput } from './custom_inputs.js'
import { calendarDay } from './rules.js'

/*
 * A form definition is checked once, when it is defined, so a mistake fails at boot (or in the
 * first test) rather than in front of a user. Unknown types throw (spec 002 §8 "Unknown form
 * input type: error thrown"); rows that do not total 6 units are logged, not thrown (spec 001
 * §5.1 "Blocks must total rows of 6, otherwise an error is logged").
 */
export class FormDefinitionError extends Error {
  constructor(formKey: string, detail: string) {
    super(`Form "${formKey}": ${detail}`)
    this.name = 'FormDefinitionError'
  }
}

/** Block names are keys of the submitted values; 'form' is the form-level message's key. */
const BLOCK_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/
const RESERVED_NAMES = new Set(['form'])
const FORM_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/

const CHOICE_TYPES = new Set<FormBlock['type']>(['radio', 'select', 'select-tab', 'multi-checkbox', 'multi-select', 'multi-select-tab'])

const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0

function checkBlock(fail: (detail: string) => never, block: FormBlock) {
  const at = `block "${block.name}"`
  if (!(INPUT_TYPES as readonly string[]).includes(block.type)) fail(`Unknown form input type "${block.type}" (${at})`)
  for (const [field, units] of [
    ['size', block.size],
    ['sizeSpan', block.sizeSpan],
  ] as const) {
    if (units !== undefined && (!Number.isInteger(units) || units < 1 || units > ROW_UNITS)) fail(`${at}: ${field} must be 1 to ${ROW_UNITS} units`)
  }
  if (CHOICE_TYPES.has(block.type) && 'options' in block) {
    const values = (block.options as { value: string }[]).map((option) => option.value)
    if (values.length === 0) fail(`${at}: a ${block.type} needs options`)
    if (new Set(values).size !== values.length) fail(`${at}: option values must be unique`)
  }
  switch (block.type) {
    case 'text':
    case 'textarea':
    case 'rich-text':
      if (block.minLength !== undefined && !isCount(block.minLength)) fail(`${at}: minLength must be a whole number`)
      if (block.maxLength !== undefined && !isCount(block.maxLength)) fail(`${at}: maxLength must be a whole number`)
      if (block.minLength !== undefined && block.maxLength !== undefined && block.minLength > block.maxLength) fail(`${at}: minLength is above maxLength`)
      break
    case 'number':
      if (block.min !== undefined && block.max !== undefined && block.min > block.max) fail(`${at}: min is above max`)
      break
    case 'date': {
      for (const bound of [block.minDate, block.maxDate]) if (bound !== undefined && calendarDay(bound) === null) fail(`${at}: "${bound}" is not an ISO date`)
      if (block.minDate && block.maxDate && calendarDay(block.minDate)! > calendarDay(block.maxDate)!) fail(`${at}: minDate is after maxDate`)
      break
    }
    case 'select-group': {
      const values = block.options.flatMap((group) => group.items.map((item) => item.value))
      if (values.length === 0 || block.options.some((group) => group.items.length === 0)) fail(`${at}: every group needs options`)
      if (new Set(values).size !== values.length) fail(`${at}: option values must be unique`)
      break
    }
    case 'select-async':
      if (!block.source) fail(`${at}: a select-async needs an option source`)
      break
    case 'video': {
      const { minDurationSeconds: min, maxDurationSeconds: max } = block
      if (min !== undefined && max !== undefined && min > max) fail(`${at}: minDurationSeconds is above maxDurationSeconds`)
      break
    }
    case 'file-drop-zone':
      if (block.maxFiles !== undefined && (!Number.isInteger(block.maxFiles) || block.maxFiles < 1)) fail(`${at}: maxFiles must be at least 1`)
      break
    case 'custom':
      if (!customInput(block.component)) fail(`${at}: unknown custom component "${block.component}" (registerCustomInput first)`)
      break
  }
}

function checkDependencies(fail: (detail: string) => never, blocks: FormBlock[]) {
  const byName = new Map(blocks.map((block) => [block.name, block]))
  for (const block of blocks) {
    for (const key of block.dependencies?.keys ?? []) {
      if (!byName.has(key)) fail(`block "${block.name}" depends on unknown block "${key}"`)
    }
    if (block.dependencies && block.dependencies.keys.length === 0) fail(`block "${block.name}": a dependency needs keys`)
  }
  // A cycle would leave visibility undecidable: walk each block's dependency chain.
  const visit = (name: string, path: string[]) => {
    if (path.includes(name)) fail(`dependencies form a cycle: ${[...path, name].join(' → ')}`)
    for (const key of byName.get(name)?.dependencies?.keys ?? []) visit(key, [...path, name])
  }
  for (const block of blocks) visit(block.name, [])
}

/** Rows of 6 units, filled by consecutive blocks (default size: a whole row). */
export function rowProblems(definition: FormDefinition): string[] {
  const problems: string[] = []
  let row: FormBlock[] = []
  let units = 0
  const close = () => {
    if (row.length > 0 && units !== ROW_UNITS) {
      problems.push(`the row of ${row.map((block) => `"${block.name}"`).join(', ')} totals ${units} of ${ROW_UNITS} units`)
    }
    row = []
    units = 0
  }
  for (const block of definition.blocks) {
    const size = block.size ?? ROW_UNITS
    if (units + size > ROW_UNITS) close()
    row.push(block)
    units += size
    if (units === ROW_UNITS) close()
  }
  close()
  return problems
}

/**
 * Checks a definition and returns it. Throws FormDefinitionError for an unknown type (spec 002
 * §8), a duplicate or malformed name, missing options, min above max, an unknown custom component
 * or a broken dependency; logs (console.error) rows that do not total 6 units.
 */
export function defineForm<T extends FormDefinition>(definition: T): T {
  const key = typeof definition?.key === 'string' ? definition.key : '?'
  const fail = (detail: string): never => {
    throw new FormDefinitionError(key, detail)
  }
  if (!FORM_KEY.test(key)) fail('the key must be lower-case words joined by hyphens')
  if (!Array.isArray(definition.blocks) || definition.blocks.length === 0) fail('a form needs blocks')
  const names = new Set<string>()
  for (const block of definition.blocks) {
    if (typeof block?.name !== 'string' || !BLOCK_NAME.test(block.name) || RESERVED_NAMES.has(block.name)) {
      fail(`"${String(block?.name)}" is not a valid block name (letters, digits, - and _; not "form")`)
    }
    if (names.has(block.name)) fail(`two blocks are named "${block.name}"`)
    names.add(block.name)
    checkBlock(fail, block)
  }
  checkDependencies(fail, definition.blocks)
  for (const problem of rowProblems(definition)) console.error(`Form "${key}": ${problem}`)
  return definition
}
