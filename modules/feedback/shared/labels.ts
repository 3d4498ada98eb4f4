import { DIALOGUE_RATINGS, SESSION_RATINGS } from './values.js'

/** The label of a stored rating of either variant (the value itself when unknown). */
export function ratingLabel(value: string): string {
  return [...SESSION_RATINGS, ...DIALOGUE_RATINGS].find((rating) => rating.value === value)?.label ?? value
}
