import { usePage } from '@inertiajs/react'

/*
 * Server validation errors arrive as the `errors` prop (field -> message). Some keys are not
 * form fields (`form` for credential errors, `primaryInterest` for the whole object), and a
 * message may come as a list, so pages read them through this helper instead of relying on
 * the typed `form.errors` keys.
 */
export type ErrorBag = Record<string, unknown>

export function errorOf(errors: unknown, key: string): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined
  const value = (errors as ErrorBag)[key]
  if (typeof value === 'string') return value || undefined
  if (Array.isArray(value)) {
    const first = value.find((item) => typeof item === 'string' && item.length > 0)
    return typeof first === 'string' ? first : undefined
  }
  return undefined
}

/** The first message among several keys (e.g. a nested field and its parent object). */
export function firstErrorOf(errors: unknown, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const message = errorOf(errors, key)
    if (message) return message
  }
  return undefined
}

/**
 * The errors to show for a form: the page's `errors` prop (present on a full page load after a
 * redirect-with-errors) overlaid with the form's own errors (set after an Inertia submit).
 */
export function useFormErrors(form: { errors: unknown }): ErrorBag {
  const pageErrors = usePage().props.errors as unknown
  return {
    ...(pageErrors && typeof pageErrors === 'object' ? (pageErrors as ErrorBag) : {}),
    ...(form.errors && typeof form.errors === 'object' ? (form.errors as ErrorBag) : {}),
  }
}
