import { test } from '@japa/runner'
import { findContactDetails } from '../../shared/index.js'

/*
 * Contact-detail detection (issue 13 §4 ★ "phone numbers, email addresses and social handles in
 * ... messages between a minor and an adult are held for review"): what is found, and the
 * everyday numbers and words of a tutoring chat that must not be.
 */
const kinds = (text: string) => findContactDetails(text).map((found) => found.kind)

test.group('Contact details (issue 13 §4)', () => {
  test('phone numbers in the usual notations are found', ({ assert }) => {
    for (const text of [
      'call me at 555-123-4567',
      'my number is (555) 123-4567 ok',
      '5551234567',
      'text +44 20 7946 0958 tonight',
      '+1 555 123 4567',
      '1-800-555-0199',
      'it is 555.123.4567',
      'just 555-1234 after school',
      '+33 1 23 45 67 89',
    ]) {
      assert.deepEqual(kinds(text), ['phone'], text)
    }
    assert.deepEqual(findContactDetails('call 555-123-4567 now'), [{ kind: 'phone', match: '555-123-4567' }])
  })

  test('times, prices, years, dates, scores and maths are not phone numbers', ({ assert }) => {
    for (const text of [
      'See you at 10:30 or 16:45',
      'It costs $1,250,000.00 in total',
      'It cost €1 250 000',
      'between 1990-2000 prices rose',
      'in 2019 2020 2021 and 2022',
      'due 2024-05-01 at 9',
      'we won 21-15 18-21 15-13',
      'page 123, exercise 45',
      'x = 3.14159265358979',
      'the answer is 12 * 34 = 408',
      'scores: 21 15 18 21 15 12',
      'ISBN 978-3-16-148410-0',
      'SAT score 1450 then 1520',
      '50% of 2000 is 1000',
    ]) {
      assert.deepEqual(kinds(text), [], text)
    }
  })

  test('e-mail addresses, also written with (at) and [dot]', ({ assert }) => {
    assert.deepEqual(findContactDetails('mail jane.doe+hw@example.co.uk please'), [{ kind: 'email', match: 'jane.doe+hw@example.co.uk' }])
    assert.deepEqual(kinds('jane (at) gmail (dot) com'), ['email'])
    assert.deepEqual(kinds('jane[at]gmail[dot]com'), ['email'])
    assert.deepEqual(kinds('meet at the library at 5'), [])
  })

  test('social handles: a platform with a name, or an @name written as text', ({ assert }) => {
    assert.deepEqual(kinds('my insta is jane_doe'), ['handle'])
    assert.deepEqual(kinds('snap: jane.d'), ['handle'])
    assert.deepEqual(kinds('Discord - jane#1234'), ['handle'])
    assert.deepEqual(kinds('add me @jane_doe_22'), ['handle'])
    assert.deepEqual(kinds('oh snap that was hard'), [])
    assert.deepEqual(kinds('I use discord a lot'), [])
    assert.deepEqual(kinds('see you @ 5'), [])
    assert.deepEqual(kinds('email me@example.org'), ['email'])
  })

  test('links to chat, social and meeting services count; other links do not', ({ assert }) => {
    assert.deepEqual(kinds('https://wa.me/15551234567'), ['link'])
    assert.deepEqual(kinds('join discord.gg/abcd'), ['link'])
    assert.deepEqual(kinds('https://us02web.zoom.us/j/123456789'), ['link'])
    assert.deepEqual(kinds('www.instagram.com/jane'), ['link'])
    assert.deepEqual(kinds('watch https://www.khanacademy.org/math/algebra first'), [])
    assert.deepEqual(kinds('see en.wikipedia.org/wiki/Pythagorean_theorem'), [])
  })
})
