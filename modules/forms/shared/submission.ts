import type { FormDefinition, FormValues } from './blocks.js'
import { blockError, normalizeValue, takesInput } from './rules.js'
import { visibleBlocks } from './visibility.js'

/*
 * What a form submits and what is wrong with it (spec 001 §5.1): only shown input blocks take
 * part — a block hidden by its dependency or display-only submits nothing and is never required.
 */

/** The values to send or store: shown input blocks only, typed text trimmed. */
export function valuesToSubmit(definition: FormDefinition, values: FormValues): FormValues {
  const submitted: FormValues = {}
  for (const block of visibleBlocks(definition, values)) {
    if (!takesInput(block) || values[block.name] === undefined) continue
    submitted[block.name] = normalizeValue(block, values[block.name])
  }
  return submitted
}

/** One message per block name that needs fixing; empty when the form may be submitted. */
export function formErrors(definition: FormDefinition, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const block of visibleBlocks(definition, values)) {
    const message = blockError(block, values[block.name])
    if (message) errors[block.name] = message
  }
  return errors
}
