import { test } from '@japa/runner'
import { RUBRICS, RUBRIC_VERSIONS, SHORT_ANSWER_MIN_LENGTH, isPoorRubricResponse, rubricForm, rubricResponseErrors, type FormBlock, type FormOption, type RubricVersion } from '../../shared/index.js'

/* Review rubrics as a form specialisation (spec 001 §3.10, §4.5; spec 002 §9). */
const optionValues = (block: FormBlock | undefined) => (block && 'options' in block ? (block.options as FormOption[]).map((option) => option.value) : [])

const complete = (version: RubricVersion) => {
  const answers: Record<string, string> = {}
  for (const question of RUBRICS[version].sections.flatMap((section) => section.questions)) {
    if (question.required === false) continue
    answers[question.slug] = question.type === 'level' ? 'level-3' : question.type === 'yes-no' ? 'yes' : 'A thoughtful answer of enough length.'
  }
  return answers
}

test.group('Review rubrics', () => {
  test('every version of the spec exists and becomes a form', ({ assert }) => {
    assert.deepEqual([...RUBRIC_VERSIONS], ['lead-v1', 'mars-v2', 'mars-sat-v3', 'mars-sat-v2', 'mars-self-sat-v2'])
    for (const version of RUBRIC_VERSIONS) assert.equal(rubricForm(version).key, `rubric-${version}`)
  })

  test('the MARS rubrics ask the slugs seen in the spec', ({ assert }) => {
    for (const version of ['mars-v2', 'mars-sat-v3', 'mars-sat-v2', 'mars-self-sat-v2'] as const) {
      const names = rubricForm(version).blocks.map((block) => block.name)
      for (const slug of ['respect-1', 'mastery-1', 'active-1', 'active-2', 'active-3']) assert.include(names, slug, `${version} ${slug}`)
    }
  })

  test('question types become blocks: level-0..level-4, yes/no, short answers of at least 20 characters', ({ assert }) => {
    const lead = rubricForm('lead-v1').blocks
    const level = lead.find((block) => block.name === 'foundation-1')
    assert.deepEqual(optionValues(level), ['level-0', 'level-1', 'level-2', 'level-3', 'level-4'])
    const mars = rubricForm('mars-v2').blocks
    const yesNo = mars.find((block) => block.name === 'respect-1')
    assert.deepEqual(optionValues(yesNo), ['yes', 'no'])
    assert.deepEqual(rubricResponseErrors({ version: 'mars-v2', answers: { ...complete('mars-v2'), strengths: 'Too short' } }), {
      strengths: `Please write at least ${SHORT_ANSWER_MIN_LENGTH} characters`,
    })
  })

  test('a complete response is valid; the internal escalation comment is optional', ({ assert }) => {
    for (const version of RUBRIC_VERSIONS) assert.deepEqual(rubricResponseErrors({ version, answers: complete(version) }), {}, version)
    assert.notProperty(complete('mars-v2'), 'escalation-comment')
  })

  test('missing answers, answers outside the question type and unknown versions are refused', ({ assert }) => {
    const answers = { ...complete('lead-v1'), 'engage-1': 'level-5' }
    delete (answers as Record<string, string>)['adjust-1']
    assert.deepEqual(rubricResponseErrors({ version: 'lead-v1', answers }), {
      'engage-1': 'Please choose one of the options',
      'adjust-1': 'This question is required',
    })
    assert.deepEqual(rubricResponseErrors({ version: 'mars-v9', answers: {} }), { version: 'Unknown rubric version' })
  })

  test('the self-review has no internal escalation (staff-only, spec 002 §6)', ({ assert }) => {
    assert.notInclude(RUBRICS['mars-self-sat-v2'].sections.map((section) => section.key), 'internal-escalation')
    assert.include(RUBRICS['mars-v2'].sections.map((section) => section.key), 'internal-escalation')
  })

  test('a no on respect-1, mastery-1 or active-1..3 is a poor rating (spec 001 §4.5)', ({ assert }) => {
    assert.isFalse(isPoorRubricResponse({ version: 'mars-v2', answers: complete('mars-v2') }))
    assert.isTrue(isPoorRubricResponse({ version: 'mars-v2', answers: { ...complete('mars-v2'), 'active-2': 'no' } }))
    assert.isFalse(isPoorRubricResponse({ version: 'mars-v2', answers: { ...complete('mars-v2'), 'safety-1': 'no' } }))
  })
})
