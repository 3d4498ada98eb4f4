import vine, { errors } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  FORM_MESSAGES,
  blockError,
  defineForm,
  normalizeValue,
  takesInput,
  visibleNames,
  type FormBlock,
  type FormDefinition,
  type FormValues,
} from '../shared/index.js'
import { richTextRule } from '#modules/rich_text/index'
import { serverCheck, type FormCheckMeta } from './server_checks.js'

/*
 * The server side of a form definition (spec 001 §5.1): a VineJS validator built from the blocks,
 * one field per input block. Each field drops a hidden block's value, runs the shared rules (blockError: required, type,
 * options, lengths, min/max — the very functions the renderer runs, so both sides agree and say
 * the same words), then what only the server can check (server_checks.ts: async options, the
 * viewer's own uploads, rich text documents). A block hidden by its dependency is never required
 * and its value is dropped; display-only blocks and unknown keys are not in the schema at all.
 */
type RuleOptions = { block: FormBlock; definition: FormDefinition }

const shownCache = new WeakMap<object, Map<FormDefinition, Set<string>>>()

/** The blocks shown for the submitted data (computed once per validation and definition). */
function shownFor(definition: FormDefinition, data: unknown): Set<string> {
  const values = (typeof data === 'object' && data !== null ? data : {}) as FormValues
  let byDefinition = shownCache.get(values)
  if (!byDefinition) {
    byDefinition = new Map()
    shownCache.set(values, byDefinition)
  }
  let shown = byDefinition.get(definition)
  if (!shown) {
    shown = visibleNames(definition, values)
    byDefinition.set(definition, shown)
  }
  return shown
}

/** First on every field (implicit): a block hidden by its dependency keeps no value. */
const dropHidden = vine.createRule(
  (_value: unknown, { block, definition }: RuleOptions, field: FieldContext) => {
    if (!shownFor(definition, field.data).has(block.name)) field.mutate(undefined, field)
  },
  { name: 'formVisibility', implicit: true }
)

/** Runs on every shown field, present or not (implicit), so "required" is the shared rule's. */
const sharedRules = vine.createRule(
  (value: unknown, { block, definition }: RuleOptions, field: FieldContext) => {
    if (!shownFor(definition, field.data).has(block.name)) return
    const message = blockError(block, value)
    if (message) {
      field.report(message, 'form.' + block.type, field)
      return
    }
    field.mutate(normalizeValue(block, value), field)
  },
  { name: 'formBlock', implicit: true }
)

const serverRules = vine.createRule(
  async (value: unknown, { block }: RuleOptions, field: FieldContext) => {
    const meta = field.meta as Partial<FormCheckMeta>
    const result = await serverCheck(block, value, { viewer: meta.viewer ?? null, uploadIds: (meta.uploadIds ??= new Set()) })
    if ('error' in result) field.report(result.error, 'form.server', field)
    else field.mutate(result.value, field)
  },
  { name: 'formServer', isAsync: true }
)

function compile(definition: FormDefinition) {
  defineForm(definition)
  const fields: Record<string, ReturnType<typeof vine.any>> = {}
  for (const block of definition.blocks.filter(takesInput)) {
    const options = { block, definition }
    let field = vine.any().optional().use(dropHidden(options))
    // rich_text's own rule (the same schema as the shared check, and it logs `{host}` links).
    if (block.type === 'rich-text') field = field.use(richTextRule({ variant: block.variant }))
    fields[block.name] = field.use(sharedRules(options)).use(serverRules(options)) as unknown as ReturnType<typeof vine.any>
  }
  return vine.create(vine.object(fields))
}

const compiled = new WeakMap<FormDefinition, ReturnType<typeof compile>>()

/** The VineJS validator of a definition, compiled once per definition object. */
export function formValidator(definition: FormDefinition) {
  let validator = compiled.get(definition)
  if (!validator) {
    validator = compile(definition)
    compiled.set(definition, validator)
  }
  return validator
}

export type ValidatedForm = {
  /** The shown input blocks' values, normalized (typed text trimmed). */
  values: FormValues
  /** The viewer's own uploads the values point at (to attach to what stores them). */
  uploadIds: number[]
}

/**
 * Validates submitted data for a viewer: the shared rules plus the server's own checks. Throws
 * VineJS's E_VALIDATION_ERROR, one message per block name (see formErrorBag).
 */
export async function validateForm(definition: FormDefinition, data: unknown, viewer: { id: number } | null): Promise<ValidatedForm> {
  const meta: FormCheckMeta = { viewer, uploadIds: new Set() }
  const output = (await formValidator(definition).validate(data, { meta })) as FormValues
  const values: FormValues = {}
  for (const [name, value] of Object.entries(output)) if (value !== undefined) values[name] = value
  return { values, uploadIds: [...meta.uploadIds] }
}

/**
 * The errors of a failed validation by block name, with the form-level message under 'form'
 * (spec 002 §8 "Form-level default"); null for any other error.
 */
export function formErrorBag(error: unknown): Record<string, string> | null {
  if (!(error instanceof errors.E_VALIDATION_ERROR)) return null
  const bag: Record<string, string> = { form: FORM_MESSAGES.formLevel }
  for (const { field, message } of error.messages as { field: string; message: string }[]) bag[field] ??= message
  return bag
}
