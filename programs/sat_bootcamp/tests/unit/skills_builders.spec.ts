import { test } from '@japa/runner'
import { BAND_MESSAGES, bandProblem, type Band } from '../../score_bands.js'
import { SKILLS_BUILDER_MESSAGES, levelLabel, skillsBuilderPlacement, type Placement } from '../../skills_builders.js'

/* Pure rules: score band editing (spec 001 §3.7 sat_score_band) and skills-builder placement (issue 18 §3). */
const band = (id: number, name: string, minScore: number, maxScore: number, weights: Partial<Band> = {}): Band => ({ id, name, minScore, maxScore, mathWeight: 1, readingWeight: 1, active: true, ...weights })
const SEEDED = [band(1, 'Foundations', 200, 400), band(2, 'Building', 410, 500), band(3, 'Strengthening', 510, 600), band(4, 'Advanced', 610, 800)]
const input = (minScore: number, maxScore: number, weights: Partial<Band> = {}) => ({ name: 'New', minScore, maxScore, mathWeight: 1, readingWeight: 1, active: true, ...weights })

test.group('Score band editing rules (score_bands.ts)', () => {
  test('the range must rise and a band must count for some section', ({ assert }) => {
    assert.deepEqual(bandProblem(input(500, 500, { active: false }), SEEDED), { field: 'minScore', message: BAND_MESSAGES.range })
    assert.deepEqual(bandProblem(input(300, 400, { mathWeight: 0, readingWeight: 0, active: false }), SEEDED), { field: 'mathWeight', message: BAND_MESSAGES.noWeight })
    assert.isNull(bandProblem(input(300, 450, { active: false }), SEEDED))
  })

  test('active bands of a shared section may not overlap, edges included; other sections and inactive bands may', ({ assert }) => {
    assert.equal(bandProblem(input(400, 405), SEEDED)?.message, BAND_MESSAGES.overlap(SEEDED[0], 'math'))
    assert.equal(bandProblem(input(500, 505, { mathWeight: 0 }), SEEDED)?.message, BAND_MESSAGES.overlap(SEEDED[1], 'reading'))
    assert.isNull(bandProblem(input(410, 500), SEEDED.map((entry) => (entry.id === 2 ? { ...entry, active: false } : entry))))
    const mathOnly = SEEDED.map((entry) => ({ ...entry, readingWeight: 0 }))
    assert.isNull(bandProblem(input(200, 800, { mathWeight: 0 }), mathOnly))
  })
})

test.group('Skills-builder placement (skills_builders.ts)', () => {
  const [foundations, building, , advanced] = SEEDED
  const base: Placement = { seriesLevel: { id: 2, label: levelLabel(building) }, section: 'math', learner: { math: null, reading: null }, alternatives: [] }

  test('a series without a level takes anyone; the matching band is accepted', ({ assert }) => {
    assert.isTrue(skillsBuilderPlacement({ ...base, seriesLevel: null }).allowed)
    assert.isTrue(skillsBuilderPlacement({ ...base, learner: { math: building, reading: null } }).allowed)
  })

  test('no band for the section asks for a score; the other section does not count when the template names one', ({ assert }) => {
    assert.deepEqual(skillsBuilderPlacement({ ...base, learner: { math: null, reading: building } }), { allowed: false, reason: SKILLS_BUILDER_MESSAGES.noLevel('Building (410–500)', 'math') })
    assert.isTrue(skillsBuilderPlacement({ ...base, section: null, learner: { math: advanced, reading: building } }).allowed)
  })

  test('another band is refused, naming an open series at the learner’s level when there is one', ({ assert }) => {
    const alternatives = [
      { id: 10, title: 'Skills builder A', levelId: 4 },
      { id: 11, title: 'Skills builder B', levelId: 1 },
    ]
    const verdict = skillsBuilderPlacement({ ...base, learner: { math: foundations, reading: null }, alternatives })
    assert.deepEqual(verdict, { allowed: false, reason: 'This skills builder is for the Building (410–500) level; yours is Foundations. Join “Skills builder B” (/series/11) instead.' })
    assert.deepEqual(skillsBuilderPlacement({ ...base, learner: { math: foundations, reading: null }, alternatives: [alternatives[0]] }), {
      allowed: false,
      reason: 'This skills builder is for the Building (410–500) level; yours is Foundations. No skills builder at your level is open right now.',
    })
  })
})
