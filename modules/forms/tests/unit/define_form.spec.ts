import { test } from '@japa/runner'
import { INPUT_TYPES, REFERENCE_FORM, defineForm, FormDefinitionError, type FormBlock, type FormDefinition } from '../../shared/index.js'

/* Definition-time checks (spec 002 §8 "Unknown form input type: error thrown"; spec 001 §5.1 rows of 6). */
const form = (blocks: unknown[]): FormDefinition => ({ key: 'sample', blocks: blocks as FormBlock[] })
const text = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'text', label: name, ...extra })

function spyOnConsoleError(cleanup: (fn: () => void) => void) {
  const calls: string[] = []
  const original = console.error
  console.error = (...args: unknown[]) => calls.push(args.map(String).join(' '))
  cleanup(() => (console.error = original))
  return calls
}

test.group('defineForm', () => {
  test('an unknown input type throws (spec 002 §8)', ({ assert }) => {
    assert.throws(() => defineForm(form([{ name: 'x', type: 'slider', label: 'X' }])), 'Form "sample": Unknown form input type "slider" (block "x")')
  })

  test('every input type of spec 001 §3.10 is known, and the reference form uses each once', ({ assert }) => {
    assert.sameMembers([...new Set(REFERENCE_FORM.blocks.map((block) => block.type))], [...INPUT_TYPES])
  })

  test('refuses {label}')
    .with([
      { label: 'duplicate names', blocks: [text('a'), text('a')], error: 'two blocks are named "a"' },
      { label: 'the reserved name "form"', blocks: [text('form')], error: '"form" is not a valid block name' },
      { label: 'a choice without options', blocks: [{ name: 's', type: 'select', label: 'S', options: [] }], error: 'a select needs options' },
      { label: 'repeated option values', blocks: [{ name: 's', type: 'radio', label: 'S', options: [{ value: 'a', label: 'A' }, { value: 'a', label: 'B' }] }], error: 'option values must be unique' },
      { label: 'minLength above maxLength', blocks: [text('t', { minLength: 5, maxLength: 4 })], error: 'minLength is above maxLength' },
      { label: 'min above max', blocks: [{ name: 'n', type: 'number', label: 'N', min: 5, max: 1 }], error: 'min is above max' },
      { label: 'minDate after maxDate', blocks: [{ name: 'd', type: 'date', label: 'D', minDate: '2026-02-01', maxDate: '2026-01-01' }], error: 'minDate is after maxDate' },
      { label: 'a video whose minimum is above its maximum', blocks: [{ name: 'v', type: 'video', label: 'V', minDurationSeconds: 9, maxDurationSeconds: 3 }], error: 'minDurationSeconds is above maxDurationSeconds' },
      { label: 'a size outside 1 to 6', blocks: [text('t', { size: 7 })], error: 'size must be 1 to 6 units' },
      { label: 'an unregistered custom component', blocks: [{ name: 'c', type: 'custom', component: 'nope', label: 'C' }], error: 'unknown custom component "nope"' },
      { label: 'a dependency on an unknown block', blocks: [text('a', { dependencies: { keys: ['b'], rule: { kind: 'filled' } } })], error: 'depends on unknown block "b"' },
      {
        label: 'a dependency cycle',
        blocks: [text('a', { dependencies: { keys: ['b'], rule: { kind: 'filled' } } }), text('b', { dependencies: { keys: ['a'], rule: { kind: 'filled' } } })],
        error: 'dependencies form a cycle',
      },
    ])
    .run(({ assert }, { blocks, error }) => {
      assert.throws(() => defineForm(form(blocks)), new RegExp(error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      try {
        defineForm(form(blocks))
      } catch (thrown) {
        assert.instanceOf(thrown, FormDefinitionError)
      }
    })

  test('rows that do not total 6 units are logged, not thrown (spec 001 §5.1)', ({ assert, cleanup }) => {
    const logged = spyOnConsoleError(cleanup)
    const definition = form([text('a', { size: 3 }), text('b', { size: 2 }), text('c', { size: 4 }), text('d', { size: 2 }), text('e')])
    assert.strictEqual(defineForm(definition), definition)
    assert.deepEqual(logged, ['Form "sample": the row of "a", "b" totals 5 of 6 units'])
  })

  test('a form whose rows all total 6 logs nothing; the reference form is one', ({ assert, cleanup }) => {
    const logged = spyOnConsoleError(cleanup)
    defineForm(form([text('a', { size: 2 }), text('b', { size: 4 }), text('c')]))
    defineForm(REFERENCE_FORM)
    assert.deepEqual(logged, [])
  })

  test('the last row short of 6 units is logged too', ({ assert, cleanup }) => {
    const logged = spyOnConsoleError(cleanup)
    defineForm(form([text('a'), text('b', { size: 4 })]))
    assert.deepEqual(logged, ['Form "sample": the row of "b" totals 4 of 6 units'])
  })
})
