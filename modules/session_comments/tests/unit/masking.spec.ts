import { test } from '@japa/runner'
import { COMMENT_MESSAGES, MASK, commentState, heldContactKinds, maskContactDetails } from '../../shared/index.js'

/*
 * spec 001 §3.3 session_comment.message_safe: the message with contact details masked; issue 13
 * §4 ★: a comment between a minor and an adult that carries contact details is held.
 */
test.group('message_safe masks contact details (spec 001 §3.3, issue 13 §4)', () => {
  test('{label}')
    .with([
      { label: 'a phone number', text: 'text me at 555-123-4567 tonight', hidden: '555-123-4567' },
      { label: 'an international phone number', text: 'call +44 20 7946 0958 please', hidden: '+44 20 7946 0958' },
      { label: 'an e-mail address', text: 'write to jane.doe@example.com', hidden: 'jane.doe@example.com' },
      { label: 'an e-mail address spelled out', text: 'jane (at) example (dot) com', hidden: 'example' },
      { label: 'a social handle', text: 'my insta is jane_doe99', hidden: 'jane_doe99' },
      { label: 'an @handle', text: 'find me @jane_doe99', hidden: '@jane_doe99' },
      { label: 'a chat link', text: 'join https://discord.gg/abcdef now', hidden: 'discord.gg' },
    ])
    .run(({ assert }, row) => {
      const safe = maskContactDetails(row.text)
      assert.notInclude(safe, row.hidden)
      assert.include(safe, MASK)
    })

  test('ordinary tutoring text is left as it is: {text}')
    .with([
      { text: 'See you at 10:30, bring page 214.' },
      { text: 'The answer is 2019 2020 2021 for the years.' },
      { text: 'Khan Academy has a good video: https://www.khanacademy.org/math' },
      { text: 'x^2 + 5x + 6 = (x + 2)(x + 3)' },
    ])
    .run(({ assert }, row) => {
      assert.equal(maskContactDetails(row.text), row.text)
    })

  test('every occurrence of a detail is masked, longest first', ({ assert }) => {
    const safe = maskContactDetails('a@b.co or a@b.co, and 555-123-4567')
    assert.notInclude(safe, 'a@b.co')
    assert.notInclude(safe, '4567')
    assert.equal(safe.split(MASK).length - 1, 3)
  })
})

test.group('the hold rule (issue 13 §4 ★)', () => {
  const minor = { adult: false, staff: false }
  const adult = { adult: true, staff: false }
  const staff = { adult: false, staff: true }
  const phone = 'call me 555-123-4567'

  test('a minor writing contact details where an adult reads is held', ({ assert }) => {
    assert.deepEqual(heldContactKinds(minor, [minor, adult], phone), ['phone'])
  })
  test('an adult writing contact details where a minor reads is held', ({ assert }) => {
    assert.deepEqual(heldContactKinds(adult, [minor], 'mail me at tutor@example.org'), ['email'])
  })
  test('staff count as adults', ({ assert }) => {
    assert.deepEqual(heldContactKinds(minor, [staff], phone), ['phone'])
    assert.deepEqual(heldContactKinds(staff, [adult], phone), [])
  })
  test('people on one side of the age line are not held (others read the masked text)', ({ assert }) => {
    assert.deepEqual(heldContactKinds(minor, [minor, minor], phone), [])
    assert.deepEqual(heldContactKinds(adult, [adult], phone), [])
    assert.deepEqual(heldContactKinds(minor, [], phone), [])
  })
  test('a comment without contact details is never held', ({ assert }) => {
    assert.deepEqual(heldContactKinds(minor, [adult], 'Thanks for the session, the examples helped!'), [])
  })
})

test.group('comment states', () => {
  test('visible, held (hidden without a moderator) and hidden (by a moderator)', ({ assert }) => {
    assert.equal(commentState({ hiddenAt: null, heldAt: null, hiddenByUserId: null }), 'visible')
    assert.equal(commentState({ hiddenAt: 'x', heldAt: 'x', hiddenByUserId: null }), 'held')
    assert.equal(commentState({ hiddenAt: 'x', heldAt: 'x', hiddenByUserId: 3 }), 'hidden')
    assert.equal(commentState({ hiddenAt: 'x', heldAt: null, hiddenByUserId: 3 }), 'hidden')
    assert.include(COMMENT_MESSAGES.held, 'contact details')
  })
})
