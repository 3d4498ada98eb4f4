import { test } from '@japa/runner'
import { crossesAgeLine, mayConverse, type Party } from '../../policies/messaging_rules.js'
import { MESSAGING_MESSAGES } from '../../shared/messages.js'
import { messageExcerpt, messageText } from '../../shared/text.js'
import { doc } from '../factories.js'

/* issue 14 §1 "Who may message whom — safe by construction": the rule every start and message asks. */
const party = (id: number, over: Partial<Party> = {}): Party => ({ id, adult: false, staff: false, unavailable: false, ...over })
const none = { blocked: false, sharedHostedContext: false }

test.group('Who may message whom (issue 14 §1)', () => {
  test('an adult and a minor only inside a session or series one of them hosts', ({ assert }) => {
    const adult = party(1, { adult: true })
    const minor = party(2)
    assert.deepEqual(mayConverse(adult, minor, none), { allowed: false, message: MESSAGING_MESSAGES.cannotMessage })
    assert.deepEqual(mayConverse(minor, adult, none), { allowed: false, message: MESSAGING_MESSAGES.cannotMessage })
    assert.isTrue(mayConverse(adult, minor, { blocked: false, sharedHostedContext: true }).allowed)
  })

  test('two adults freely; staff with anyone; two minors only with a hosted context', ({ assert }) => {
    assert.isTrue(mayConverse(party(1, { adult: true }), party(2, { adult: true }), none).allowed)
    assert.isTrue(mayConverse(party(1, { staff: true, adult: true }), party(2), none).allowed)
    assert.isTrue(mayConverse(party(2), party(1, { staff: true, adult: true }), none).allowed)
    assert.isFalse(mayConverse(party(2), party(3), none).allowed)
  })

  test('a block either way, a suspended or deleted account, and oneself are refused — staff included', ({ assert }) => {
    const blocked = { blocked: true, sharedHostedContext: true }
    assert.deepEqual(mayConverse(party(1, { staff: true, adult: true }), party(2, { adult: true }), blocked), { allowed: false, message: MESSAGING_MESSAGES.cannotMessage })
    assert.isFalse(mayConverse(party(1, { adult: true }), party(2, { adult: true, unavailable: true }), none).allowed)
    assert.deepEqual(mayConverse(party(1, { adult: true }), party(1, { adult: true }), none), { allowed: false, message: MESSAGING_MESSAGES.notYourself })
  })

  test('issue 13 §4: "between a minor and an adult" — a reader on the other side of 18', ({ assert }) => {
    assert.isTrue(crossesAgeLine({ adult: false, staff: false }, [{ adult: true, staff: false }]))
    assert.isTrue(crossesAgeLine({ adult: true, staff: false }, [{ adult: false, staff: false }, { adult: true, staff: false }]))
    assert.isFalse(crossesAgeLine({ adult: false, staff: false }, [{ adult: false, staff: false }]))
    assert.isFalse(crossesAgeLine({ adult: true, staff: false }, [{ adult: true, staff: false }]))
  })
})

test.group('Message text (previews, detection)', () => {
  test('text leaves and link addresses; mentions only for previews; long text cut with an ellipsis', ({ assert }) => {
    const body = {
      serialization_method: 'slate_json_v1' as const,
      content: [
        {
          type: 'paragraph' as const,
          children: [
            { text: 'Hi ' },
            { type: 'mention' as const, userId: 3, username: 'ada', displayName: 'Ada L.', children: [{ text: '' }] as [{ text: string }] },
            { text: ' join ' },
            { type: 'link' as const, url: 'https://discord.gg/abc', isInternal: false, children: [{ text: 'here' }] },
          ],
        },
      ],
    }
    assert.equal(messageText(body), 'Hi @Ada L. join here https://discord.gg/abc')
    assert.equal(messageText(body, { mentions: false }), 'Hi join here https://discord.gg/abc')
    const long = messageExcerpt(doc('x'.repeat(500)))
    assert.lengthOf(long, 200)
    assert.isTrue(long.endsWith('…'))
  })
})
