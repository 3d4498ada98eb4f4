import { test } from '@japa/runner'
import { errors } from '@vinejs/vine'
import { formErrorBag, formValidator, registerOptionSource, validateForm, validateRubricResponse } from '../../index.js'
import { FORM_MESSAGES, REFERENCE_FORM, defineForm, formErrors, valuesToSubmit, type FormBlock, type FormValues } from '../../shared/index.js'

/*
 * The server validator is built from the definition and runs the shared rules: for the same
 * definition and data, the server refuses exactly the blocks the browser refuses, with the same
 * message (spec 001 §5.1), and accepts exactly what valuesToSubmit would send.
 */
const SERVER_ONLY = new Set(['select-async', 'video', 'file-drop-zone'])
// The reference form with its server-only blocks (async options, uploads) made display-only: same rows.
const form = defineForm({
  key: 'local-rules',
  blocks: REFERENCE_FORM.blocks.map((block): FormBlock =>
    SERVER_ONLY.has(block.type) ? { name: block.name, type: 'text', label: block.label, size: block.size, display: 'display-only' } : block
  ),
})

const richText = (text: string) => ({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text }] }] })

const good: FormValues = {
  preferredName: '  Ada  ',
  phone: '5551234567',
  goals: 'Get better at algebra word problems.',
  hoursPerWeek: 4,
  startDate: '2026-03-02T05:00:00.000Z',
  grade: '10',
  format: 'group',
  level: 'beginner',
  subject: 'algebra',
  days: ['monday', 'friday'],
  languages: ['english'],
  help: ['homework'],
  availability: [16, 18],
  formula: 'e^{i\\pi}+1=0',
  introduction: richText('Hello!'),
  confidence: 4,
}

const CASES: { label: string; values: FormValues }[] = [
  { label: 'a complete answer', values: good },
  { label: 'nothing at all', values: {} },
  { label: 'blank required text and a single empty paragraph', values: { ...good, preferredName: '   ', introduction: richText('') } },
  { label: 'lengths', values: { ...good, goals: 'short', preferredName: 'x'.repeat(61) } },
  { label: 'options', values: { ...good, grade: '8', format: 'solo', days: ['monday', 'monday'], subject: 'Math' } },
  { label: 'numbers and dates', values: { ...good, hoursPerWeek: 21, startDate: '2024-01-01T00:00:00.000Z' } },
  { label: 'shapes a hand-made request could send', values: { ...good, hoursPerWeek: 'lots', availability: [18, 16], phone: 12, confidence: 9, formula: ['x'] } },
  { label: 'the dependency shown and left empty', values: { ...good, languages: ['other'] } },
  { label: 'the dependency hidden with a value', values: { ...good, otherLanguage: 'Klingon' } },
  { label: 'a display-only value and unknown keys', values: { ...good, program: 'changed', isAdmin: true } },
  { label: 'rich text as HTML', values: { ...good, introduction: '<p onclick="x()">Hi</p>' } },
  {
    label: 'rich text with several problems (the schema’s own words)',
    values: { ...good, introduction: { serialization_method: 'slate_json_v1', content: [{ type: 'script', children: [] }, { type: 'paragraph', children: [{ text: 'x', evil: 1 }] }] } },
  },
]

async function serverErrors(values: FormValues): Promise<Record<string, string>> {
  try {
    await validateForm(form, values, { id: 1 })
    return {}
  } catch (error) {
    const bag = formErrorBag(error)
    if (!bag) throw error
    const { form: formLevel, ...fields } = bag
    assertFormLevel(formLevel)
    return fields
  }
}

function assertFormLevel(message: string | undefined) {
  if (message !== FORM_MESSAGES.formLevel) throw new Error(`form-level message missing: ${message}`)
}

test.group('formValidator: the server agrees with the shared rules (spec 001 §5.1)', () => {
  test('{label}')
    .with(CASES)
    .run(async ({ assert }, { values }) => {
      assert.deepEqual(await serverErrors(values), formErrors(form, values))
    })

  test('accepted values are exactly what the browser submits: trimmed, hidden and display-only dropped', async ({ assert }) => {
    const values = { ...good, otherLanguage: 'Klingon', program: 'changed', isAdmin: true }
    const { values: accepted } = await validateForm(form, values, { id: 1 })
    assert.deepEqual(accepted, valuesToSubmit(form, values))
    assert.equal(accepted.preferredName, 'Ada')
    assert.notProperty(accepted, 'otherLanguage')
    assert.notProperty(accepted, 'program')
    assert.notProperty(accepted, 'isAdmin')
  })

  test('the validator is compiled once per definition', ({ assert }) => {
    assert.strictEqual(formValidator(form), formValidator(form))
    assert.notStrictEqual(formValidator(form), formValidator(REFERENCE_FORM))
  })

  test('a failure is VineJS E_VALIDATION_ERROR, one message per block name', async ({ assert }) => {
    try {
      await formValidator(form).validate({ ...good, preferredName: '' }, { meta: { viewer: null } })
      assert.fail('expected a validation error')
    } catch (error) {
      assert.instanceOf(error, errors.E_VALIDATION_ERROR)
      assert.deepEqual((error as InstanceType<typeof errors.E_VALIDATION_ERROR>).messages, [
        { field: 'preferredName', message: 'This question is required', rule: 'form.text' },
      ])
    }
  })

  test('formErrorBag answers null for anything but a validation error', ({ assert }) => {
    assert.isNull(formErrorBag(new Error('boom')))
  })
})

test.group('formValidator: select-async asks its option source for the viewer (spec 002 §9)', (group) => {
  const seen: { value: string; viewer: number }[] = []
  group.setup(() => {
    registerOptionSource('test-colours', {
      async search() {
        return []
      },
      async find(value, viewer) {
        seen.push({ value, viewer: viewer.id })
        return value === 'red' ? { value: 'red', label: 'Red' } : null
      },
    })
  })
  const colours = defineForm({ key: 'colours', blocks: [{ name: 'colour', type: 'select-async', label: 'Colour', source: 'test-colours', required: true }] })

  test('a value the source knows is accepted; another is refused', async ({ assert }) => {
    assert.deepEqual((await validateForm(colours, { colour: 'red' }, { id: 7 })).values, { colour: 'red' })
    await assert.rejects(() => validateForm(colours, { colour: 'blue' }, { id: 7 }))
    assert.deepEqual(seen, [
      { value: 'red', viewer: 7 },
      { value: 'blue', viewer: 7 },
    ])
  })

  test('without a viewer, or with an unknown source, nothing is accepted', async ({ assert }) => {
    await assert.rejects(() => validateForm(colours, { colour: 'red' }, null))
    const unknown = defineForm({ key: 'unknown-source', blocks: [{ name: 'x', type: 'select-async', label: 'X', source: 'nowhere' }] })
    await assert.rejects(() => validateForm(unknown, { x: 'red' }, { id: 7 }))
  })

  test('the required rule is the shared one, before the source is asked', async ({ assert }) => {
    seen.length = 0
    try {
      await validateForm(colours, { colour: '' }, { id: 7 })
    } catch (error) {
      assert.deepEqual(formErrorBag(error), { form: FORM_MESSAGES.formLevel, colour: FORM_MESSAGES.required })
    }
    assert.deepEqual(seen, [])
  })
})

test.group('validateRubricResponse: a rubric response through the same machinery (spec 001 §3.10)', () => {
  test('a complete response comes back trimmed; missing or unknown answers are refused by slug', async ({ assert }) => {
    const answers: Record<string, string> = { 'mastery-1': 'yes', 'active-1': 'yes', 'active-2': 'no', 'active-3': 'yes', 'respect-1': 'yes', 'safety-1': 'yes' }
    const reflection = '  I rushed the last problem and will slow down.  '
    const accepted = await validateRubricResponse({ version: 'mars-self-sat-v2', answers: { ...answers, reflection, extra: 'x' } }, null)
    assert.deepEqual(accepted, { version: 'mars-self-sat-v2', answers: { ...answers, reflection: reflection.trim() } })
    try {
      await validateRubricResponse({ version: 'mars-self-sat-v2', answers: { ...answers, 'respect-1': 'maybe' } }, null)
      assert.fail('expected a validation error')
    } catch (error) {
      assert.deepEqual(formErrorBag(error), {
        'form': FORM_MESSAGES.formLevel,
        'respect-1': FORM_MESSAGES.choice,
        'reflection': FORM_MESSAGES.required,
      })
    }
  })

  test('an unknown version is refused like a field', async ({ assert }) => {
    try {
      await validateRubricResponse({ version: 'mars-v1', answers: {} }, null)
      assert.fail('expected a validation error')
    } catch (error) {
      assert.deepEqual(formErrorBag(error), { form: FORM_MESSAGES.formLevel, version: 'Unknown rubric version' })
    }
  })
})
