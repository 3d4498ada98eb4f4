/*
 * The form's submit state (spec 001 §4.6 "Form"): idle, submitting, or an error with per-field
 * errors. A pure reducer so the renderer stays thin and the rules are unit-tested.
 */

/** spec 002 §8 "Default product error": shown when a submit fails without a message of its own. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred. Please try again later.'

/** Messages by block name. */
export type FieldErrors = Record<string, string>

export type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'error'; fieldErrors: FieldErrors; message: string }

export type FormAction =
  | { type: 'submit' }
  | { type: 'failed'; fieldErrors: FieldErrors; message: string }
  | { type: 'succeeded' }
  /** The person changed a block: its error no longer describes what is on screen. */
  | { type: 'edited'; name: string }

export const INITIAL_FORM_STATE: FormState = { status: 'idle' }

export function formStateReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'submit':
      // spec 002 §8 "a retry guard prevents concurrent runs": a second submit while one runs is ignored.
      return state.status === 'submitting' ? state : { status: 'submitting' }
    case 'failed':
      if (state.status !== 'submitting') return state
      return { status: 'error', fieldErrors: action.fieldErrors, message: action.message }
    case 'succeeded':
      return state.status === 'submitting' ? INITIAL_FORM_STATE : state
    case 'edited': {
      if (state.status !== 'error' || !(action.name in state.fieldErrors)) return state
      const fieldErrors = { ...state.fieldErrors }
      delete fieldErrors[action.name]
      return { ...state, fieldErrors }
    }
  }
}

/** The error shown under a block, if any. */
export function fieldErrorOf(state: FormState, name: string): string | undefined {
  return state.status === 'error' ? state.fieldErrors[name] : undefined
}

/** The first block (in the form's order) with an error: the one the renderer scrolls to and focuses. */
export function firstErrorName(names: readonly string[], fieldErrors: FieldErrors): string | null {
  return names.find((name) => fieldErrors[name] !== undefined) ?? null
}

/** The block a server error key belongs to: 'topics.0' (an item of a list) belongs to 'topics'. */
function blockNameOf(field: string): string {
  return field.split('.')[0]
}

/**
 * Per-block messages from a server answer: an Inertia error bag (`{ field: message | messages }`)
 * or a JSON validation answer (`{ errors: [{ field, message }] }`, VineJS's E_VALIDATION). The first
 * message of a block wins; anything else yields no field errors.
 */
export function fieldErrorsFromServer(answer: unknown): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: unknown, message: unknown) => {
    if (typeof field !== 'string' || typeof message !== 'string' || !message) return
    const name = blockNameOf(field)
    if (!(name in errors)) errors[name] = message
  }
  if (!answer || typeof answer !== 'object') return errors
  const list = (answer as { errors?: unknown }).errors
  if (Array.isArray(list)) {
    for (const item of list) if (item && typeof item === 'object') add((item as { field?: unknown }).field, (item as { message?: unknown }).message)
    return errors
  }
  for (const [field, value] of Object.entries(answer)) add(field, Array.isArray(value) ? value[0] : value)
  return errors
}

/**
 * Splits errors into those of blocks on screen and the first "stray" message (a key no visible
 * block has, e.g. `form`), which the renderer shows at the form level so no error goes unseen.
 */
export function placeErrors(names: readonly string[], errors: FieldErrors): { fieldErrors: FieldErrors; stray: string | null } {
  const fieldErrors: FieldErrors = {}
  let stray: string | null = null
  for (const [name, message] of Object.entries(errors)) {
    if (names.includes(name)) fieldErrors[name] = message
    else stray ??= message
  }
  return { fieldErrors, stray }
}
