import { test } from '@japa/runner'
import {
  INITIAL_FORM_STATE,
  fieldErrorOf,
  fieldErrorsFromServer,
  firstErrorName,
  formStateReducer,
  placeErrors,
  type FormState,
} from '../../shared/form_state.js'

const failed = (fieldErrors: Record<string, string>, message = 'Please fix'): FormState =>
  formStateReducer({ status: 'submitting' }, { type: 'failed', fieldErrors, message })

test.group('Form state (spec 001 §4.6 "Form")', () => {
  test('idle → submitting → error with per-field errors', ({ assert }) => {
    const submitting = formStateReducer(INITIAL_FORM_STATE, { type: 'submit' })
    assert.deepEqual(submitting, { status: 'submitting' })
    const error = formStateReducer(submitting, { type: 'failed', fieldErrors: { bio: 'This question is required' }, message: 'Form-level' })
    assert.deepEqual(error, { status: 'error', fieldErrors: { bio: 'This question is required' }, message: 'Form-level' })
    assert.equal(fieldErrorOf(error, 'bio'), 'This question is required')
    assert.isUndefined(fieldErrorOf(error, 'name'))
  })

  test('success clears submitting', ({ assert }) => {
    assert.deepEqual(formStateReducer({ status: 'submitting' }, { type: 'succeeded' }), INITIAL_FORM_STATE)
  })

  test('submitting again from error clears the old errors', ({ assert }) => {
    assert.deepEqual(formStateReducer(failed({ bio: 'x' }), { type: 'submit' }), { status: 'submitting' })
  })

  test('spec 002 §8 retry guard: a submit while submitting changes nothing', ({ assert }) => {
    const submitting: FormState = { status: 'submitting' }
    assert.strictEqual(formStateReducer(submitting, { type: 'submit' }), submitting)
  })

  test('results arriving when no submit runs are ignored', ({ assert }) => {
    assert.strictEqual(formStateReducer(INITIAL_FORM_STATE, { type: 'succeeded' }), INITIAL_FORM_STATE)
    const error = failed({ bio: 'x' })
    assert.strictEqual(formStateReducer(error, { type: 'failed', fieldErrors: {}, message: 'late' }), error)
    assert.strictEqual(formStateReducer(error, { type: 'succeeded' }), error)
  })

  test('editing a block clears its error only', ({ assert }) => {
    const error = failed({ bio: 'a', name: 'b' })
    assert.deepEqual(formStateReducer(error, { type: 'edited', name: 'bio' }), { status: 'error', fieldErrors: { name: 'b' }, message: 'Please fix' })
    assert.strictEqual(formStateReducer(error, { type: 'edited', name: 'other' }), error)
    assert.strictEqual(formStateReducer(INITIAL_FORM_STATE, { type: 'edited', name: 'bio' }), INITIAL_FORM_STATE)
  })

  test('the first error follows the form order, not the order errors arrived in', ({ assert }) => {
    assert.equal(firstErrorName(['name', 'bio', 'age'], { age: 'x', bio: 'y' }), 'bio')
    assert.isNull(firstErrorName(['name'], {}))
  })
})

test.group('Server errors (spec 002 §8 "per-field messages")', () => {
  test('an Inertia error bag: a message or a list of messages per field', ({ assert }) => {
    assert.deepEqual(fieldErrorsFromServer({ bio: 'Too short', topics: ['Pick one', 'Another'] }), { bio: 'Too short', topics: 'Pick one' })
  })

  test('a JSON validation answer (E_VALIDATION)', ({ assert }) => {
    const answer = { errors: [{ field: 'bio', message: 'Too short', rule: 'minLength' }, { field: 'bio', message: 'Second' }] }
    assert.deepEqual(fieldErrorsFromServer(answer), { bio: 'Too short' })
  })

  test('errors of list items belong to their block', ({ assert }) => {
    assert.deepEqual(fieldErrorsFromServer({ 'hours.1': 'Must be 24 or less' }), { hours: 'Must be 24 or less' })
    assert.deepEqual(fieldErrorsFromServer({ errors: [{ field: 'files.0.name', message: 'Bad name' }] }), { files: 'Bad name' })
  })

  test('anything else gives no field errors', ({ assert }) => {
    for (const answer of [null, 'Server error', 42, { errors: [null, 'x', { field: 'bio' }] }, { bio: 7 }, { bio: '' }]) {
      assert.deepEqual(fieldErrorsFromServer(answer), {})
    }
  })

  test('errors of keys no visible block has are kept as a form-level message', ({ assert }) => {
    assert.deepEqual(placeErrors(['bio'], { bio: 'a', form: 'Wrong password', other: 'c' }), { fieldErrors: { bio: 'a' }, stray: 'Wrong password' })
    assert.deepEqual(placeErrors(['bio'], { bio: 'a' }), { fieldErrors: { bio: 'a' }, stray: null })
  })
})
