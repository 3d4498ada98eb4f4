import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { BIRTH_DATE_REQUIRED, OLDEST_BIRTH_YEAR } from '../shared/birth_month.js'

/** Prompt 1's answer: a month and a year (spec 001 §5.3 "Birth date: month and year both required"). */
export const birthMonthValidator = vine.create({
  month: vine.number().withoutDecimals().range([1, 12]),
  year: vine.number().withoutDecimals().range([OLDEST_BIRTH_YEAR, 9999]),
})

export const birthMonthMessages = new SimpleMessagesProvider(
  {
    'required': BIRTH_DATE_REQUIRED,
    'number': BIRTH_DATE_REQUIRED,
    'withoutDecimals': BIRTH_DATE_REQUIRED,
    'month.range': BIRTH_DATE_REQUIRED,
    'year.range': `Choose a year from ${OLDEST_BIRTH_YEAR} on.`,
  },
  {}
)
