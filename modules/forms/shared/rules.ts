import { UPLOAD_MESSAGES } from '../../uploads/shared/index.js'
import type { FormBlock, FormOption } from './blocks.js'
import { customInput } from './custom_inputs.js'
import { isRichTextUnanswered, richTextLength, richTextValueError } from './rich_text_rules.js'
import {
  FORM_MESSAGES,
  counterMaxMessage,
  counterMinMessage,
  maxDateMessage,
  maxLengthMessage,
  maxNumberMessage,
  minDateMessage,
  minLengthMessage,
  minNumberMessage,
} from './messages.js'

/*
 * The rules a block's value must follow, by type (spec 001 §5.1). The renderer runs them before
 * submitting and the server's validator (modules/forms/validators) runs the very same functions,
 * so a value is accepted on one side exactly when it is accepted on the other.
 */

/** spec 001 §5.1 "phone is a string of 10 to 15 characters". */
export const PHONE_LENGTH = { min: 10, max: 15 } as const
/** spec 001 §3.10 "time-range (0 to 24 hours, step 1)". */
export const TIME_RANGE = { min: 0, max: 24, step: 1 } as const
/**
 * Decision (the spec gives no ceiling): a text without its own maxLength is still capped, so a
 * form cannot be used to store megabytes. An equation's LaTeX is capped the same way.
 */
export const TEXT_MAX_LENGTH = { text: 1000, textarea: 10_000, equation: 2000 } as const
/** Decision: a file drop zone takes at most this many files unless the block says otherwise. */
export const DEFAULT_MAX_FILES = 5

/** Text as typed, trimmed (spec 001 §5.1 "Typed text is trimmed"). */
const TRIMMED_TYPES = new Set<FormBlock['type']>(['text', 'textarea', 'phone', 'equation'])

/**
 * The value as it is checked and submitted: typed text trimmed, a number typed as text read as a
 * number. Anything else is returned unchanged.
 */
export function normalizeValue(block: FormBlock, value: unknown): unknown {
  if (typeof value === 'string' && TRIMMED_TYPES.has(block.type)) return value.trim()
  if (block.type === 'number' && typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim())
    return Number.isFinite(parsed) ? parsed : value
  }
  return value
}

const isBlankString = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** No value at all: missing, null, blank text or an empty list. */
export function isNothing(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/**
 * True when the block holds no answer, by type (spec 001 §5.1): arrays need at least one item;
 * date and select-tab need a value; number needs a real number; phone is a string of 10 to 15
 * characters; time-range needs exactly two values; rich text must not be empty or a single empty
 * paragraph; other types need a non-empty string.
 */
export function isUnanswered(block: FormBlock, value: unknown): boolean {
  switch (block.type) {
    case 'multi-checkbox':
    case 'multi-select':
    case 'multi-select-tab':
    case 'file-drop-zone':
      return !Array.isArray(value) || value.length === 0
    case 'date':
    case 'select-tab':
      return value === undefined || value === null || value === ''
    case 'number':
      return typeof value !== 'number' || !Number.isFinite(value)
    case 'phone':
      return typeof value !== 'string' || value.trim().length < PHONE_LENGTH.min || value.trim().length > PHONE_LENGTH.max
    case 'time-range':
      return !Array.isArray(value) || value.length !== 2
    case 'rich-text':
      return isRichTextUnanswered(value)
    case 'custom':
      return customInput(block.component)?.isEmpty(value) ?? (value === undefined || value === null)
    default:
      return isBlankString(value)
  }
}

/** A block that takes an answer: not display-only (spec 001 §5.1). */
export const takesInput = (block: FormBlock) => block.display !== 'display-only'

/**
 * 'This question is required' (video: 'Please record and upload this required video') for a
 * required input block without an answer, else null. Visibility is the caller's: a block hidden
 * by its dependency is never required (see formErrors).
 */
export function requiredError(block: FormBlock, value: unknown): string | null {
  if (!block.required || !takesInput(block) || !isUnanswered(block, value)) return null
  return block.type === 'video' ? FORM_MESSAGES.videoRequired : FORM_MESSAGES.required
}

function lengthLimits(block: FormBlock): { min?: number; max?: number } {
  if (block.type === 'text' || block.type === 'textarea') {
    return { min: block.minLength, max: block.maxLength ?? TEXT_MAX_LENGTH[block.type] }
  }
  if (block.type === 'rich-text') return { min: block.minLength, max: block.maxLength }
  if (block.type === 'equation') return { max: TEXT_MAX_LENGTH.equation }
  return {}
}

/** Characters counted for lengths: typed text trimmed; rich text's visible text. */
function measuredLength(block: FormBlock, value: unknown): number | null {
  if (block.type === 'rich-text') return richTextLength(value)
  return typeof value === 'string' ? value.trim().length : null
}

/**
 * 'Please write at least N characters' / 'Please write at most N characters' for text outside
 * the block's lengths (spec 001 §5.1), counted after trimming; null for an empty value (that one
 * is requiredError's).
 */
export function lengthError(block: FormBlock, value: unknown): string | null {
  const length = measuredLength(block, value)
  if (!length) return null
  const { min, max } = lengthLimits(block)
  if (min !== undefined && length < min) return minLengthMessage(min)
  if (max !== undefined && length > max) return maxLengthMessage(max)
  return null
}

/**
 * What the counter under a text input says (spec 001 §5.1 "a counter n/max and may also say
 * 'Response must be at least N characters' / 'Response must be at most N characters'").
 */
export function lengthCounter(block: FormBlock, value: unknown): { text: string | null; hint: string | null } {
  const { min, max } = lengthLimits(block)
  const length = measuredLength(block, value) ?? 0
  const declaredMax = 'maxLength' in block ? block.maxLength : undefined
  const text = declaredMax === undefined ? null : `${length}/${declaredMax}`
  if (length > 0 && min !== undefined && length < min) return { text, hint: counterMinMessage(min) }
  if (max !== undefined && length > max) return { text, hint: counterMaxMessage(max) }
  return { text, hint: null }
}

const optionValues = (options: FormOption[]) => options.map((option) => option.value)

/** The calendar day (UTC days since the epoch) of an ISO date or date-time; null when unparsable. */
export function calendarDay(iso: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(iso)) return null
  const instant = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  if (Number.isNaN(instant)) return null
  // A date input stores the start of the user's day (spec 001 §5.1), i.e. midnight in their
  // zone: shifting by 12 hours before flooring gives that calendar day for zones from UTC-12 to
  // UTC+12 (decision: the few zones east of +12 may be off by one day at the limits).
  return Math.floor((instant + 12 * 3_600_000) / 86_400_000)
}

const dayText = (iso: string) => iso.slice(0, 10)

function choiceError(allowed: string[], value: unknown) {
  return typeof value === 'string' && allowed.includes(value) ? null : FORM_MESSAGES.choice
}

/**
 * A message for an answered value the block cannot take (wrong shape, not an option, outside
 * min/max, too long...), or null. The server adds what only it can check (async options, uploads).
 */
export function valueError(block: FormBlock, value: unknown): string | null {
  switch (block.type) {
    case 'text':
    case 'textarea':
    case 'equation':
      return typeof value === 'string' ? lengthError(block, value) : FORM_MESSAGES.invalid
    case 'phone':
      return typeof value === 'string' && value.trim().length >= PHONE_LENGTH.min && value.trim().length <= PHONE_LENGTH.max
        ? null
        : FORM_MESSAGES.phone
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return FORM_MESSAGES.number
      if (block.min !== undefined && value < block.min) return minNumberMessage(block.min)
      if (block.max !== undefined && value > block.max) return maxNumberMessage(block.max)
      return null
    }
    case 'date': {
      const day = typeof value === 'string' ? calendarDay(value) : null
      if (day === null) return FORM_MESSAGES.date
      if (block.minDate && day < calendarDay(block.minDate)!) return minDateMessage(dayText(block.minDate))
      if (block.maxDate && day > calendarDay(block.maxDate)!) return maxDateMessage(dayText(block.maxDate))
      return null
    }
    case 'radio':
    case 'select':
    case 'select-tab':
      return choiceError(optionValues(block.options), value)
    case 'select-group':
      return choiceError(
        block.options.flatMap((group) => optionValues(group.items)),
        value
      )
    case 'multi-checkbox':
    case 'multi-select':
    case 'multi-select-tab': {
      const allowed = optionValues(block.options)
      if (!Array.isArray(value) || new Set(value).size !== value.length) return FORM_MESSAGES.choice
      return value.every((item) => choiceError(allowed, item) === null) ? null : FORM_MESSAGES.choice
    }
    case 'select-async':
      // Whether the source knows the value is the server's question (validateForm).
      return typeof value === 'string' && value.length <= 200 ? null : FORM_MESSAGES.choice
    case 'time-range': {
      if (!Array.isArray(value) || value.length !== 2) return FORM_MESSAGES.timeRange
      const [start, end] = value as unknown[]
      const hour = (h: unknown) => Number.isInteger(h) && (h as number) >= TIME_RANGE.min && (h as number) <= TIME_RANGE.max
      return hour(start) && hour(end) && (start as number) < (end as number) ? null : FORM_MESSAGES.timeRange
    }
    case 'rich-text':
      return richTextValueError(block, value) ?? lengthError(block, value)
    case 'video':
      return typeof value === 'string' && value.length <= 500 ? null : FORM_MESSAGES.video
    case 'file-drop-zone': {
      if (!Array.isArray(value)) return FORM_MESSAGES.files
      const max = block.maxFiles ?? DEFAULT_MAX_FILES
      if (value.length > max) return UPLOAD_MESSAGES.tooMany(max)
      const isUpload = (item: unknown) => typeof item === 'object' && item !== null && Number.isInteger((item as { userUploadId?: unknown }).userUploadId)
      return value.every(isUpload) ? null : FORM_MESSAGES.files
    }
    case 'custom':
      return customInput(block.component)?.valueError(value) ?? null
  }
}

/**
 * The one message for a block's value: required first (nothing answered), then the value's own
 * rules. Display-only blocks take no value and have no error.
 */
export function blockError(block: FormBlock, value: unknown): string | null {
  if (!takesInput(block)) return null
  const normalized = normalizeValue(block, value)
  if (!isUnanswered(block, normalized)) return valueError(block, normalized)
  // Something that is not an answer but not nothing either (a 5-character phone, one hour of a
  // range, a word in a number field) is an invalid answer: say what is wrong with it.
  const invalid = isNothing(normalized) ? null : valueError(block, normalized)
  return invalid ?? requiredError(block, normalized)
}
