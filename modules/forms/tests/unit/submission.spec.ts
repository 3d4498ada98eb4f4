import { test } from '@japa/runner'
import { REFERENCE_FORM, defineForm, formErrors, valuesToSubmit, visibleBlocks, type FormBlock } from '../../shared/index.js'

/* spec 001 §5.1: hidden conditional blocks are not required and submit no value; text is trimmed. */
const form = defineForm({
  key: 'conditional',
  blocks: [
    { name: 'role', type: 'radio', label: 'Role', required: true, options: [{ value: 'learner', label: 'Learner' }, { value: 'tutor', label: 'Tutor' }] },
    { name: 'subjects', type: 'text', label: 'Subjects you tutor', required: true, dependencies: { keys: ['role'], rule: { kind: 'equals', value: 'tutor' } } },
    { name: 'years', type: 'number', label: 'Years', required: true, dependencies: { keys: ['subjects'], rule: { kind: 'filled' } } },
    { name: 'note', type: 'text', label: 'Note', display: 'display-only', initialValue: 'Read me' },
  ] as FormBlock[],
})

test.group('Visibility and submission (spec 001 §5.1)', () => {
  test('a block is shown only when its dependency passes; hiding cascades', ({ assert }) => {
    const names = (values: Record<string, unknown>) => visibleBlocks(form, values).map((block) => block.name)
    assert.deepEqual(names({ role: 'learner', subjects: 'Math' }), ['role', 'note'])
    assert.deepEqual(names({ role: 'tutor' }), ['role', 'subjects', 'note'])
    assert.deepEqual(names({ role: 'tutor', subjects: 'Math' }), ['role', 'subjects', 'years', 'note'])
  })

  test('hidden blocks are not required', ({ assert }) => {
    assert.deepEqual(formErrors(form, { role: 'learner' }), {})
    assert.deepEqual(formErrors(form, { role: 'tutor' }), { subjects: 'This question is required' })
  })

  test('valuesToSubmit: hidden and display-only blocks submit nothing, text is trimmed', ({ assert }) => {
    assert.deepEqual(valuesToSubmit(form, { role: 'learner', subjects: 'Math', years: 3, note: 'changed' }), { role: 'learner' })
    assert.deepEqual(valuesToSubmit(form, { role: 'tutor', subjects: '  Math  ', years: '3' }), { role: 'tutor', subjects: 'Math', years: 3 })
  })

  test('one-of, not-filled and array values', ({ assert }) => {
    const multi = defineForm({
      key: 'multi',
      blocks: [
        { name: 'langs', type: 'multi-select', label: 'L', options: [{ value: 'en', label: 'EN' }, { value: 'other', label: 'Other' }] },
        { name: 'which', type: 'text', label: 'Which', dependencies: { keys: ['langs'], rule: { kind: 'one-of', values: ['other', 'x'] } } },
        { name: 'why', type: 'text', label: 'Why none', dependencies: { keys: ['langs'], rule: { kind: 'not-filled' } } },
      ] as FormBlock[],
    })
    const names = (values: Record<string, unknown>) => visibleBlocks(multi, values).map((block) => block.name)
    assert.deepEqual(names({ langs: ['en', 'other'] }), ['langs', 'which'])
    assert.deepEqual(names({ langs: [] }), ['langs', 'why'])
  })

  test('the reference form: "otherLanguage" appears when "Other" is among the languages', ({ assert }) => {
    assert.notInclude(visibleBlocks(REFERENCE_FORM, { languages: ['english'] }).map((block) => block.name), 'otherLanguage')
    assert.include(visibleBlocks(REFERENCE_FORM, { languages: ['english', 'other'] }).map((block) => block.name), 'otherLanguage')
  })
})
