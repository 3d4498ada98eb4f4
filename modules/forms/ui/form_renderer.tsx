import { Suspense, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react'
import { Alert, Button, Grid, Group, Loader } from '@mantine/core'
import { showToast } from '~/lib/toast'
import { FORM_MESSAGES, formErrors, valuesToSubmit, visibleBlocks, type FormDefinition, type FormValues } from '../shared/index'
import { DEFAULT_ERROR_MESSAGE, INITIAL_FORM_STATE, fieldErrorOf, firstErrorName, formStateReducer, placeErrors, type FieldErrors } from '../shared/form_state'
import { BlockBoundary } from './block_boundary'
import { fieldWiring } from './field_wiring'
import { formInputFor } from './input_registry'
import './builtin_inputs'

/** What a submit handler answers: nothing on success, or the server's errors and message. */
export type SubmitOutcome = void | { errors?: FieldErrors; message?: string }

export type FormRendererProps = {
  definition: FormDefinition
  /** Values by block name; a block without one starts from its own initialValue. */
  initialValues?: FormValues
  /** Receives only what the form submits (valuesToSubmit: visible input blocks, text trimmed). */
  onSubmit: (values: FormValues) => SubmitOutcome | Promise<SubmitOutcome>
  /** A check of the page's own, run after the required checks: messages by block name. */
  validate?: (values: FormValues) => FieldErrors | null | undefined | Promise<FieldErrors | null | undefined>
  submitLabel?: string
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), textarea, button:not([disabled]), [contenteditable=true], math-field, [tabindex]:not([tabindex="-1"])'

function startingValues(definition: FormDefinition, initialValues: FormValues | undefined): FormValues {
  return Object.fromEntries(definition.blocks.map((block) => [block.name, initialValues?.[block.name] ?? block.initialValue]))
}

/** Scrolls to the first block with an error and focuses its input (spec 001 §4.6 "failures scroll to the error"). */
function focusFirstError(form: HTMLFormElement, name: string | null) {
  const target = name ? form.querySelector<HTMLElement>(`[data-form-block="${CSS.escape(name)}"]`) : form.querySelector<HTMLElement>('[data-form-alert]')
  if (!target) return
  target.scrollIntoView({ block: 'center' })
  const focusable = name ? target.querySelector<HTMLElement>(FOCUSABLE) : target
  focusable?.focus({ preventScroll: true })
}

/**
 * Renders a form definition (spec 001 §3.10) on a 6-unit grid and runs its submit (§4.6): the
 * required checks of the shared rules, then `validate`, then `onSubmit`. Errors show under their
 * blocks, the form-level message inline and as a toast; the first error is scrolled to and focused.
 * Blocks hidden by their dependency are not rendered and submit nothing.
 */
export function FormRenderer({ definition, initialValues, onSubmit, validate, submitLabel = 'Submit' }: FormRendererProps) {
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(() => startingValues(definition, initialValues))
  const [state, dispatch] = useReducer(formStateReducer, INITIAL_FORM_STATE)
  const [focusRequest, setFocusRequest] = useState(0)
  // The reducer ignores a second submit, but this guard also stops the second run of the checks.
  const running = useRef(false)
  // Blocks whose input is uploading (a file, a recording): submitting now would leave it out.
  const busyBlocks = useRef(new Set<string>())
  const blocks = visibleBlocks(definition, values)
  const names = blocks.map((block) => block.name)

  useEffect(() => {
    if (focusRequest && state.status === 'error' && formRef.current) {
      focusFirstError(formRef.current, firstErrorName(names, state.fieldErrors))
    }
    // Runs once per failed submit, after the errors are on screen.
  }, [focusRequest])

  function change(name: string, value: unknown) {
    setValues((current) => ({ ...current, [name]: value }))
    dispatch({ type: 'edited', name })
  }

  function markBusy(name: string, busy: boolean) {
    if (busy) busyBlocks.current.add(name)
    else busyBlocks.current.delete(name)
  }

  function fail(errors: FieldErrors, serverMessage?: string) {
    const { fieldErrors, stray } = placeErrors(names, errors)
    const message = serverMessage || stray || FORM_MESSAGES.formLevel
    dispatch({ type: 'failed', fieldErrors, message })
    setFocusRequest((count) => count + 1)
    showToast({ message, color: 'red' })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (running.current) return
    running.current = true
    dispatch({ type: 'submit' })
    try {
      // spec 001 §5.1: the required and value rules of the blocks on screen, as the server runs them.
      if (names.some((name) => busyBlocks.current.has(name))) return fail({}, FORM_MESSAGES.stillUploading)
      const local = formErrors(definition, values)
      if (Object.keys(local).length > 0) return fail(local)
      const submitted = valuesToSubmit(definition, values)
      const custom = await validate?.(submitted)
      if (custom && Object.keys(custom).length > 0) return fail(custom)
      const outcome = await onSubmit(submitted)
      if (outcome && (outcome.message || Object.keys(outcome.errors ?? {}).length > 0)) return fail(outcome.errors ?? {}, outcome.message)
      dispatch({ type: 'succeeded' })
    } catch (error) {
      console.error(error)
      fail({}, error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE)
    } finally {
      running.current = false
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={state.status === 'submitting'}>
      <Grid columns={6} gap="md">
        {blocks.map((block) => {
          const Input = formInputFor(block)
          const readOnly = block.display === 'display-only'
          const field = fieldWiring(block, `${formId}-${block.name}`, fieldErrorOf(state, block.name), !!block.required && !readOnly)
          return (
            // spec 001 §3.10: `size` units of a 6-unit row; `sizeSpan` on small screens (default the whole row).
            <Grid.Col key={block.name} span={{ base: block.sizeSpan ?? 6, sm: block.size ?? 6 }} data-form-block={block.name}>
              <BlockBoundary label={block.label}>
                <Suspense fallback={<Loader size="sm" role="status" aria-label={`Loading ${block.label}`} />}>
                  <Input block={block} value={values[block.name]} onChange={(value: unknown) => change(block.name, value)} field={field} readOnly={readOnly} onBusyChange={(busy: boolean) => markBusy(block.name, busy)} />
                </Suspense>
              </BlockBoundary>
            </Grid.Col>
          )
        })}
      </Grid>
      {state.status === 'error' && state.message && (
        <Alert color="red" mt="lg" tabIndex={-1} data-form-alert>
          {state.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={state.status === 'submitting'}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  )
}
