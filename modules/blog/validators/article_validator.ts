import { DateTime } from 'luxon'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { richTextField } from '#modules/rich_text/index'
import { BLOG_CATEGORY_VALUES, PIN_EVERYWHERE } from '../shared/categories.js'
import { BLOG_MESSAGES } from '../shared/messages.js'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../shared/slug.js'

/* The console's article form (spec 001 §3.2 blog_article; the limits are the columns'). */
export const articleValidator = vine.create({
  title: vine.string().trim().minLength(3).maxLength(200),
  slug: vine.string().trim().toLowerCase().minLength(3).maxLength(SLUG_MAX_LENGTH).regex(SLUG_PATTERN),
  excerpt: vine.string().trim().maxLength(500).optional(),
  metaDescription: vine.string().trim().maxLength(320).optional(),
  category: vine.enum(BLOG_CATEGORY_VALUES),
  pinnedTo: vine.enum([PIN_EVERYWHERE, ...BLOG_CATEGORY_VALUES]).nullable().optional(),
  imageUrl: vine.string().trim().maxLength(500).nullable().optional(),
  body: richTextField({ variant: 'full' }),
  authorIds: vine.array(vine.number().withoutDecimals().min(1)).minLength(1).maxLength(10).distinct(),
})

/* "Schedule": a moment in the future, as ISO text from the browser's date picker. */
export const scheduleValidator = vine.create({
  publishedAt: vine
    .string()
    .trim()
    .maxLength(40)
    .transform((text, field) => {
      const at = DateTime.fromISO(text, { zone: 'utc' })
      if (!at.isValid || at <= DateTime.utc()) {
        field.report(BLOG_MESSAGES.scheduleInPast, 'future', field)
        return DateTime.invalid('not in the future')
      }
      return at.startOf('minute')
    }),
})

export const articleMessages = new SimpleMessagesProvider(
  {
    'required': 'This field is required',
    'string': 'This field must be text',
    'minLength': 'Please write at least {{ min }} characters',
    'maxLength': 'Please write at most {{ max }} characters',
    'slug.regex': BLOG_MESSAGES.slugFormat,
    'category.enum': BLOG_MESSAGES.category,
    'pinnedTo.enum': BLOG_MESSAGES.pinnedTo,
    'authorIds.required': BLOG_MESSAGES.authors,
    'authorIds.array': BLOG_MESSAGES.authors,
    'authorIds.array.minLength': BLOG_MESSAGES.authors,
    'authorIds.array.maxLength': 'Please choose at most {{ max }} authors',
    'authorIds.distinct': 'Each author may be chosen once',
    'authorIds.*.number': BLOG_MESSAGES.authors,
    'publishedAt.required': BLOG_MESSAGES.scheduleInPast,
  },
  {}
)
