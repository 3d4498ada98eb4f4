import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { JOIN_CODE_LENGTH, normaliseJoinCode } from '../join_code.js'

export const CLASSROOM_NAME_MAX = 80

export const CLASSROOM_MESSAGES = {
  name: `Give the classroom a name (up to ${CLASSROOM_NAME_MAX} characters).`,
  world: 'Choose a world from the list.',
  topic: 'Choose a topic from the list.',
  code: `Enter the ${JOIN_CODE_LENGTH}-character code your educator gave you, e.g. ABCD-EFGH.`,
  unknownCode: 'No classroom has this code. Check it with your educator: a code stops working when they make a new one.',
  consent: 'Tick the box to share your progress with the educator: joining a classroom needs it.',
  ownClassroom: 'This is your own classroom: learners join it with this code.',
} as const

export const classroomMessages = new SimpleMessagesProvider(
  {
    'name.required': CLASSROOM_MESSAGES.name,
    'name.minLength': CLASSROOM_MESSAGES.name,
    'name.maxLength': CLASSROOM_MESSAGES.name,
    'worldId.number': CLASSROOM_MESSAGES.world,
    'worldId.database.exists': CLASSROOM_MESSAGES.world,
    'topicId.number': CLASSROOM_MESSAGES.topic,
    'topicId.database.exists': CLASSROOM_MESSAGES.topic,
    'code.required': CLASSROOM_MESSAGES.code,
    'code.maxLength': CLASSROOM_MESSAGES.code,
    'code.joinCode': CLASSROOM_MESSAGES.code,
    'consent.required': CLASSROOM_MESSAGES.consent,
    'consent.accepted': CLASSROOM_MESSAGES.consent,
  },
  {}
)

const existingId = (table: string, extra?: (query: any) => void) =>
  vine
    .number()
    .withoutDecimals()
    .positive()
    .exists(async (db, value) => {
      const query = db.from(table).where('id', value)
      extra?.(query)
      return (await query.first()) !== null
    })
    .nullable()
    .optional()

/* A new classroom: a name, optionally a listed (public) world and an active topic. */
export const createClassroomValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(CLASSROOM_NAME_MAX),
  worldId: existingId('worlds', (query) => query.where('visibility', 'public')),
  topicId: existingId('topics', (query) => query.whereNull('deleted_at').where('active', true)),
})

/* Joining: the code (any case, spaces or dashes) and the ticked consent to share progress. */
export const joinClassroomValidator = vine.create({
  code: vine
    .string()
    .trim()
    .maxLength(32)
    .transform((text, field) => {
      const code = normaliseJoinCode(text)
      if (!code) field.report(CLASSROOM_MESSAGES.code, 'joinCode', field)
      return code ?? ''
    }),
  consent: vine.accepted(),
})

/* Sharing on or off, from the learner's own classroom card. */
export const sharingValidator = vine.create({
  share: vine.boolean(),
})
