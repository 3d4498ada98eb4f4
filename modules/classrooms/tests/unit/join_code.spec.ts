import { test } from '@japa/runner'
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, formatJoinCode, generateJoinCode, normaliseJoinCode } from '../../join_code.js'

/* Join codes (issue 18 §3 classrooms: "invites learners with a code"; README "Join codes"). */
test.group('Classroom join codes', () => {
  test('a code is 8 characters of an alphabet without look-alikes', ({ assert }) => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U', '5', 'S', '2', 'Z']) assert.notInclude(JOIN_CODE_ALPHABET, lookAlike)
    for (let i = 0; i < 200; i++) {
      const code = generateJoinCode()
      assert.lengthOf(code, JOIN_CODE_LENGTH)
      assert.match(code, /^[ABCDEFGHJKMNPQRTVWXY346789]{8}$/)
    }
  })

  test('the random source picks each character', ({ assert }) => {
    assert.equal(generateJoinCode(() => 0), 'AAAAAAAA')
    assert.equal(generateJoinCode((max) => max - 1), '99999999')
  })

  test('what a learner types is normalised: case, spaces and dashes do not matter', ({ assert }) => {
    assert.equal(normaliseJoinCode('abcd-efgh'), 'ABCDEFGH')
    assert.equal(normaliseJoinCode('  AbCd EfGh '), 'ABCDEFGH')
    assert.equal(normaliseJoinCode('ab-cd-ef-gh'), 'ABCDEFGH')
  })

  test('anything that cannot be a code is refused', ({ assert }) => {
    assert.isNull(normaliseJoinCode(''))
    assert.isNull(normaliseJoinCode('ABCDEFG'), 'too short')
    assert.isNull(normaliseJoinCode('ABCDEFGHJ'), 'too long')
    assert.isNull(normaliseJoinCode('ABCD-EFG0'), 'a zero is never in a code')
    assert.isNull(normaliseJoinCode('ABCD_EFGH'), 'other punctuation')
    assert.isNull(normaliseJoinCode('ÀBCD-EFGH'), 'accented letters')
  })

  test('codes are shown in two groups of four', ({ assert }) => {
    assert.equal(formatJoinCode('ABCDEFGH'), 'ABCD-EFGH')
    assert.equal(normaliseJoinCode(formatJoinCode('QRTV3467')), 'QRTV3467')
  })
})
