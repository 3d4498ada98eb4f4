import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { richTextField } from '#modules/rich_text/index'
import { IDEA_LIMITS, IDEA_STATUS_VALUES } from '../shared/statuses.js'

export const ideaValidator = vine.create({
  title: vine.string().trim().minLength(IDEA_LIMITS.titleMin).maxLength(IDEA_LIMITS.titleMax),
  body: richTextField({ variant: 'simple' }),
})

export const ideaStatusValidator = vine.create({
  status: vine.enum(IDEA_STATUS_VALUES),
  statusNote: vine.string().trim().maxLength(IDEA_LIMITS.statusNoteMax).nullable().optional(),
})

export const ideaMessages = new SimpleMessagesProvider(
  {
    'required': 'This field is required',
    'string': 'This field must be text',
    'title.minLength': 'Please give your idea a title of at least {{ min }} characters',
    'title.maxLength': 'Please keep the title to {{ max }} characters or fewer',
    'statusNote.maxLength': 'Please keep the note to {{ max }} characters or fewer',
    'status.enum': 'Please choose one of the statuses',
  },
  {}
)
