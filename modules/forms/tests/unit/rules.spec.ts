import { test } from '@japa/runner'
import {
  FORM_MESSAGES,
  blockError,
  lengthCounter,
  lengthError,
  requiredError,
  type FormBlock,
} from '../../shared/index.js'

/* The value rules of spec 001 §5.1, the same functions the renderer and the server run. */
const block = <T extends FormBlock>(b: T): T => b

const text = block({ name: 'bio', type: 'textarea', label: 'Bio', required: true, minLength: 5, maxLength: 10 })
const choices = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
]

test.group('requiredError by type (spec 001 §5.1)', () => {
  test('{type}: {label}')
    .with([
      { type: 'multi-checkbox', label: 'an array needs at least one item', empty: [[], undefined, 'a'], filled: [['a']] },
      { type: 'file-drop-zone', label: 'an array needs at least one item', empty: [[]], filled: [[{ userUploadId: 1 }]] },
      { type: 'date', label: 'needs a value', empty: [undefined, null, ''], filled: ['2026-01-05T05:00:00.000Z'] },
      { type: 'select-tab', label: 'needs a value', empty: [undefined, ''], filled: ['a'] },
      { type: 'number', label: 'needs a real number', empty: [undefined, Number.NaN, Number.POSITIVE_INFINITY, '3'], filled: [0, -2.5] },
      { type: 'phone', label: 'is a string of 10 to 15 characters', empty: ['', '123456789', '1234567890123456', 5551234567], filled: ['5551234567', '+44 20 7946 095'] },
      { type: 'time-range', label: 'needs exactly two values', empty: [[], [3], [1, 2, 3]], filled: [[1, 2]] },
      {
        type: 'rich-text',
        label: 'not empty nor a single empty paragraph',
        empty: [undefined, { serialization_method: 'slate_json_v1', content: [] }, { serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: '' }] }] }],
        filled: [{ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: 'Hi' }] }] }],
      },
      { type: 'text', label: 'other types need a non-empty string', empty: [undefined, '', '   ', 3], filled: ['x'] },
    ])
    .run(({ assert }, { type, empty, filled }) => {
      const b = { name: 'q', label: 'Q', required: true, type, options: choices } as unknown as FormBlock
      for (const value of empty) assert.equal(requiredError(b, value), FORM_MESSAGES.required, `${JSON.stringify(value)} is unanswered`)
      for (const value of filled) assert.isNull(requiredError(b, value), `${JSON.stringify(value)} is an answer`)
    })

  test('video: "Please record and upload this required video"', ({ assert }) => {
    assert.equal(requiredError({ name: 'v', type: 'video', label: 'V', required: true }, null), 'Please record and upload this required video')
  })

  test('not required, or display-only: never required', ({ assert }) => {
    assert.isNull(requiredError({ name: 't', type: 'text', label: 'T' }, ''))
    assert.isNull(requiredError({ name: 't', type: 'text', label: 'T', required: true, display: 'display-only' }, ''))
    assert.isNull(blockError({ name: 't', type: 'text', label: 'T', required: true, display: 'display-only' }, 42))
  })

  test('the exact messages of spec 002 §8', ({ assert }) => {
    assert.equal(FORM_MESSAGES.required, 'This question is required')
    assert.equal(FORM_MESSAGES.formLevel, 'Please address the following issues and submit again.')
  })
})

test.group('lengthError and the counter (spec 001 §5.1)', () => {
  test('"Please write at least N characters" / "at most N", counted after trimming', ({ assert }) => {
    assert.equal(lengthError(text, ' abc '), 'Please write at least 5 characters')
    assert.equal(lengthError(text, 'abcdefghijk'), 'Please write at most 10 characters')
    assert.isNull(lengthError(text, '  abcde   '))
    assert.isNull(lengthError(text, ''), 'an empty value is requiredError’s')
  })

  test('text without maxLength is still capped (decision)', ({ assert }) => {
    assert.equal(lengthError({ name: 't', type: 'text', label: 'T' }, 'x'.repeat(1001)), 'Please write at most 1000 characters')
  })

  test('the counter says n/max and "Response must be at least/most N characters"', ({ assert }) => {
    assert.deepEqual(lengthCounter(text, 'abc'), { text: '3/10', hint: 'Response must be at least 5 characters' })
    assert.deepEqual(lengthCounter(text, 'abcdefghijkl'), { text: '12/10', hint: 'Response must be at most 10 characters' })
    assert.deepEqual(lengthCounter(text, 'abcdef'), { text: '6/10', hint: null })
    assert.deepEqual(lengthCounter({ name: 't', type: 'text', label: 'T' }, 'abc'), { text: null, hint: null })
  })
})

test.group('blockError: the value rules', () => {
  test('options: only listed values, no repeats', ({ assert }) => {
    const select = block({ name: 's', type: 'select', label: 'S', options: choices })
    const multi = block({ name: 'm', type: 'multi-select', label: 'M', options: choices })
    const grouped = block({ name: 'g', type: 'select-group', label: 'G', options: [{ group: 'X', items: choices }] })
    assert.isNull(blockError(select, 'a'))
    assert.equal(blockError(select, 'z'), FORM_MESSAGES.choice)
    assert.isNull(blockError(grouped, 'b'))
    assert.equal(blockError(grouped, 'X'), FORM_MESSAGES.choice)
    assert.isNull(blockError(multi, ['a', 'b']))
    assert.equal(blockError(multi, ['a', 'a']), FORM_MESSAGES.choice)
    assert.equal(blockError(multi, ['c']), FORM_MESSAGES.choice)
  })

  test('number: min and max; text typed in a number field is read as a number (spec 001 §5.1)', ({ assert }) => {
    const number = block({ name: 'n', type: 'number', label: 'N', min: 1, max: 20 })
    assert.isNull(blockError(number, 20))
    assert.isNull(blockError(number, ' 3 '))
    assert.equal(blockError(number, 0), 'Please enter a number of at least 1')
    assert.equal(blockError(number, 21), 'Please enter a number of at most 20')
    assert.equal(blockError(number, 'many'), FORM_MESSAGES.number)
  })

  test('phone: a wrong length says so rather than "required"', ({ assert }) => {
    const phone = block({ name: 'p', type: 'phone', label: 'P', required: true })
    assert.equal(blockError(phone, '12345'), FORM_MESSAGES.phone)
    assert.equal(blockError(phone, '   '), FORM_MESSAGES.required)
    assert.isNull(blockError(phone, ' 555 123 4567 '))
    assert.isNull(blockError({ ...phone, required: false }, ''))
  })

  test('date: an ISO day within minDate and maxDate, whatever the writer’s zone', ({ assert }) => {
    const date = block({ name: 'd', type: 'date', label: 'D', minDate: '2026-01-01', maxDate: '2026-12-31' })
    assert.isNull(blockError(date, '2026-01-01T05:00:00.000Z'), 'midnight in New York on the first day')
    assert.isNull(blockError(date, '2025-12-31T15:00:00.000Z'), 'midnight in Tokyo on the first day')
    assert.isNull(blockError(date, '2026-12-31T08:00:00.000Z'), 'midnight in Los Angeles on the last day')
    assert.equal(blockError(date, '2025-12-31T05:00:00.000Z'), 'Please choose a date on or after 2026-01-01')
    assert.equal(blockError(date, '2027-01-01T00:00:00.000Z'), 'Please choose a date on or before 2026-12-31')
    assert.equal(blockError(date, 'next tuesday'), FORM_MESSAGES.date)
  })

  test('time-range: two whole hours 0 ≤ a < b ≤ 24 (spec 001 §3.10)', ({ assert }) => {
    const range = block({ name: 'r', type: 'time-range', label: 'R', required: true })
    assert.isNull(blockError(range, [0, 24]))
    for (const bad of [[5, 5], [6, 2], [-1, 3], [3, 25], [1.5, 3]]) assert.equal(blockError(range, bad), FORM_MESSAGES.timeRange, JSON.stringify(bad))
    assert.equal(blockError(range, [3]), FORM_MESSAGES.timeRange, 'one value is an invalid answer, not a missing one')
  })

  test('file drop zone: at most maxFiles uploads (spec 002 §8 message)', ({ assert }) => {
    const zone = block({ name: 'f', type: 'file-drop-zone', label: 'F', maxFiles: 2 })
    assert.isNull(blockError(zone, [{ userUploadId: 1 }, { userUploadId: 2 }]))
    assert.equal(blockError(zone, [{ userUploadId: 1 }, { userUploadId: 2 }, { userUploadId: 3 }]), 'Please upload no more than 2 files')
    assert.equal(blockError(zone, [{ name: 'x.pdf' }]), FORM_MESSAGES.files)
  })

  test('custom component: its registered rules (confidence-scale 1 to 5)', ({ assert }) => {
    const custom = block({ name: 'c', type: 'custom', component: 'confidence-scale', label: 'C', required: true })
    assert.isNull(blockError(custom, 3))
    assert.equal(blockError(custom, null), FORM_MESSAGES.required)
    assert.equal(blockError(custom, 6), 'Please choose a number from 1 to 5')
  })

  test('rich text: a document, not a string or HTML (spec 002 §8)', ({ assert }) => {
    const rich = block({ name: 'r', type: 'rich-text', label: 'R' })
    assert.equal(blockError(rich, '<p>hi</p>'), 'Rich text must be an object with a serialization method and content')
    assert.equal(blockError(rich, { serialization_method: 'raw_html', content: '<p>hi</p>' }), 'HTML content cannot be stored')
    assert.equal(blockError(rich, { serialization_method: 'slate_json_v1', content: '<p>hi</p>' }), 'Rich text content must be a list of nodes')
    assert.isNull(blockError(rich, { serialization_method: 'plain_text', content: 'hi' }))
  })

  test('rich text lengths count the text a reader sees', ({ assert }) => {
    const rich = block({ name: 'r', type: 'rich-text', label: 'R', minLength: 5, maxLength: 8 })
    const doc = (...texts: string[]) => ({ serialization_method: 'slate_json_v1', content: texts.map((words) => ({ type: 'paragraph', children: [{ text: words, bold: true }] })) })
    assert.equal(blockError(rich, doc('Hi', 'yo')), 'Please write at least 5 characters')
    assert.isNull(blockError(rich, doc('Hello', 'you')))
    assert.equal(blockError(rich, doc('Hello', 'there')), 'Please write at most 8 characters')
    assert.deepEqual(lengthCounter(rich, doc('Hi')), { text: '2/8', hint: 'Response must be at least 5 characters' })
  })
})
