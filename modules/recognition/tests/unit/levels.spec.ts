import { test } from '@japa/runner'
import { LEVELS, levelOf, nextLevelOf } from '../../shared/index.js'

/* spec 002 §9 Achievements: "Levels by points: bronze 500, silver 1000, gold 2500, platinum 5000, diamond 10000". */
test.group('levels by points (spec 002 §9)', () => {
  test('thresholds are the spec’s', ({ assert }) => {
    assert.deepEqual(
      LEVELS.map((level) => [level.key, level.minPoints]),
      [['bronze', 500], ['silver', 1000], ['gold', 2500], ['platinum', 5000], ['diamond', 10000]]
    )
  })

  test('a level is reached exactly at its threshold', ({ assert }) => {
    assert.isNull(levelOf(0))
    assert.isNull(levelOf(499))
    assert.equal(levelOf(500)?.key, 'bronze')
    assert.equal(levelOf(999)?.key, 'bronze')
    assert.equal(levelOf(1000)?.key, 'silver')
    assert.equal(levelOf(2499)?.key, 'silver')
    assert.equal(levelOf(2500)?.key, 'gold')
    assert.equal(levelOf(5000)?.key, 'platinum')
    assert.equal(levelOf(10000)?.key, 'diamond')
    assert.equal(levelOf(1_000_000)?.key, 'diamond')
  })

  test('the next level and the points missing', ({ assert }) => {
    assert.deepEqual(nextLevelOf(0), { level: LEVELS[0], missing: 500 })
    assert.deepEqual(nextLevelOf(1200), { level: LEVELS[2], missing: 1300 })
    assert.isNull(nextLevelOf(10000))
  })
})
