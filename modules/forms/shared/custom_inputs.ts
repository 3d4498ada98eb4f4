/*
 * Custom form components (spec 001 §3.10 "or a custom component"). The browser registers the
 * component itself (ui's registerFormInput); the rules for its value live here, so the renderer
 * and the server judge a custom value the same way. A form naming an unregistered component is
 * refused by defineForm, like an unknown type.
 */
export type CustomInputRules = {
  /** True when nothing was answered (a required block then shows the required message). */
  isEmpty(value: unknown): boolean
  /** A message for an answered but unacceptable value, or null. */
  valueError(value: unknown): string | null
}

const customInputs = new Map<string, CustomInputRules>()

export function registerCustomInput(component: string, rules: CustomInputRules) {
  const existing = customInputs.get(component)
  if (existing && existing !== rules) throw new Error(`Custom form component "${component}" is already registered`)
  customInputs.set(component, rules)
}

export function customInput(component: string): CustomInputRules | undefined {
  return customInputs.get(component)
}

/** The reference form's custom component: how sure the learner feels, 1 (not at all) to 5 (very). */
export const CONFIDENCE_SCALE = { component: 'confidence-scale', min: 1, max: 5 } as const

registerCustomInput(CONFIDENCE_SCALE.component, {
  isEmpty: (value) => value === undefined || value === null || value === '',
  valueError: (value) =>
    Number.isInteger(value) && (value as number) >= CONFIDENCE_SCALE.min && (value as number) <= CONFIDENCE_SCALE.max ? null : 'Please choose a number from 1 to 5',
})
