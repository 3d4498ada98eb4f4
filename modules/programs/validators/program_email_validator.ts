import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PROGRAM_EMAIL_BODY_MAX, PROGRAM_EMAIL_PLACEHOLDERS, PROGRAM_EMAIL_SUBJECT_MAX, unknownPlaceholders } from '../shared/index.js'

/** A {word} that is not a placeholder would reach every inbox as written: refused with the list. */
const knownPlaceholders = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const unknown = unknownPlaceholders(value)
  if (unknown.length === 0) return
  const known = PROGRAM_EMAIL_PLACEHOLDERS.map((key) => `{${key}}`).join(', ')
  field.report(`Unknown placeholder ${unknown.map((key) => `{${key}}`).join(', ')}. Use one of ${known}.`, 'knownPlaceholders', field)
})

export const programEmailMessages = new SimpleMessagesProvider({
  'subject.required': 'Please write a subject.',
  'subject.minLength': 'Please write a subject.',
  'subject.maxLength': `Please keep the subject to ${PROGRAM_EMAIL_SUBJECT_MAX} characters or fewer.`,
  'subject.regex': 'Please keep the subject on one line.',
  'body.required': 'Please write the email.',
  'body.minLength': 'Please write the email.',
  'body.maxLength': `Please keep the email to ${PROGRAM_EMAIL_BODY_MAX} characters or fewer.`,
  'string': 'This field must be text.',
  'enabled.required': 'Please choose whether the email is sent.',
  'enabled.boolean': 'Please choose whether the email is sent.',
})

/* PUT /admin/program/emails/:program/:phase — issue 17 §4. */
export const programEmailValidator = vine.create({
  subject: vine.string().trim().minLength(1).maxLength(PROGRAM_EMAIL_SUBJECT_MAX).regex(/^[^\r\n]*$/).use(knownPlaceholders()),
  body: vine.string().trim().minLength(1).maxLength(PROGRAM_EMAIL_BODY_MAX).use(knownPlaceholders()),
  enabled: vine.boolean(),
})
