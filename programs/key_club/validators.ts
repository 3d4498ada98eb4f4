import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CODE_MAX, CODE_MIN, CODE_PATTERN, KEY_CLUB_MESSAGES, NAME_MAX } from './constants.js'

const code = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .minLength(CODE_MIN)
    .maxLength(CODE_MAX)
    .regex(CODE_PATTERN)

export const joinClubValidator = vine.create({ code: code() })

export const districtValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(NAME_MAX),
  code: code(),
})

export const clubValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(NAME_MAX),
  code: code(),
  districtId: vine.number().withoutDecimals().positive(),
})

export const keyClubMessages = new SimpleMessagesProvider(
  {
    'required': 'This field is required',
    'code.minLength': KEY_CLUB_MESSAGES.codeFormat,
    'code.maxLength': KEY_CLUB_MESSAGES.codeFormat,
    'code.regex': KEY_CLUB_MESSAGES.codeFormat,
    'name.minLength': 'Use at least {{ min }} characters',
    'name.maxLength': 'Use {{ max }} characters or fewer',
    'districtId.number': KEY_CLUB_MESSAGES.unknownDistrict,
    'districtId.positive': KEY_CLUB_MESSAGES.unknownDistrict,
    'districtId.withoutDecimals': KEY_CLUB_MESSAGES.unknownDistrict,
  },
  {}
)
