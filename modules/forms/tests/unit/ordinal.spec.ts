import { test } from '@japa/runner'
import { ordinal } from '../../shared/index.js'

test.group('ordinal (spec 001 §5.1 "1st, 2nd, 3rd; 11th to 13th use th")', () => {
  test('{n} → {expected}')
    .with([
      { n: 1, expected: '1st' },
      { n: 2, expected: '2nd' },
      { n: 3, expected: '3rd' },
      { n: 4, expected: '4th' },
      { n: 10, expected: '10th' },
      { n: 11, expected: '11th' },
      { n: 12, expected: '12th' },
      { n: 13, expected: '13th' },
      { n: 21, expected: '21st' },
      { n: 22, expected: '22nd' },
      { n: 23, expected: '23rd' },
      { n: 101, expected: '101st' },
      { n: 111, expected: '111th' },
      { n: 112, expected: '112th' },
      { n: 0, expected: '0th' },
    ])
    .run(({ assert }, { n, expected }) => assert.equal(ordinal(n), expected))

  test('a fraction is refused', ({ assert }) => {
    assert.throws(() => ordinal(1.5), 'ordinal() needs a whole number, got 1.5')
  })
})
