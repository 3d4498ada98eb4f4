import { test } from '@japa/runner'
import { SKILLS_BUILDER_BAND_KEY, isSeriesTemplateKind, skillsBuilderBandFrom } from '../../template_kinds.js'

/* issue 18 §3 skills builders; spec 001 §3.3 series internal_state sat_skills_builder_score_band. */
test.group('Series template kinds', () => {
  test('the kinds are standard and skills-builder; anything else is refused', ({ assert }) => {
    assert.isTrue(isSeriesTemplateKind('standard'))
    assert.isTrue(isSeriesTemplateKind('skills-builder'))
    for (const value of ['Skills-Builder', 'premium', 3, null]) assert.isFalse(isSeriesTemplateKind(value))
  })

  test('a series’ level is read from its internal state; a malformed value counts as none', ({ assert }) => {
    assert.equal(SKILLS_BUILDER_BAND_KEY, 'sat_skills_builder_score_band')
    assert.deepEqual(skillsBuilderBandFrom({ [SKILLS_BUILDER_BAND_KEY]: { id: 2, label: 'Building (410–500)' }, gating_group: 'a' }), { id: 2, label: 'Building (410–500)' })
    for (const value of [undefined, null, 3, 'Building', { id: '2', label: 'x' }, { id: 2, label: '' }, { id: 0, label: 'x' }]) {
      assert.isNull(skillsBuilderBandFrom({ [SKILLS_BUILDER_BAND_KEY]: value }))
    }
    assert.isNull(skillsBuilderBandFrom(null))
  })
})
