import { usePage } from '@inertiajs/react'

/*
 * Server validation errors reach a page as the `errors` prop (field -> message, sometimes a list)
 * and, after an Inertia submit, as the form's errors. Keys may be nested paths such as
 * `sources.0.slug`.
 */
export type ErrorBag = Record<string, unknown>

export function errorOf(errors: ErrorBag, key: string): string | undefined {
  const value = errors[key]
  if (typeof value === 'string') return value || undefined
  if (Array.isArray(value)) {
    const first = value.find((item) => typeof item === 'string' && item.length > 0)
    return typeof first === 'string' ? first : undefined
  }
  return undefined
}

export function useErrors(form?: { errors: unknown }): ErrorBag {
  const pageErrors = usePage().props.errors as unknown
  return {
    ...(pageErrors && typeof pageErrors === 'object' ? (pageErrors as ErrorBag) : {}),
    ...(form?.errors && typeof form.errors === 'object' ? (form.errors as ErrorBag) : {}),
  }
}
