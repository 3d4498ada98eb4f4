import { router } from '@inertiajs/react'
import { postJson } from '~/lib/csrf'
import type { FormValues } from '../shared/index'
import { serializeRichText, type RichTextContent } from '../../rich_text/shared/index'
import { DEFAULT_ERROR_MESSAGE, fieldErrorsFromServer } from '../shared/form_state'
import type { SubmitOutcome } from './form_renderer'

/** Form values are JSON values; Inertia's payload type names the form-data kinds instead. */
type VisitData = NonNullable<Parameters<typeof router.visit>[1]>['data']

const isRichText = (value: unknown): value is RichTextContent =>
  typeof value === 'object' && value !== null && 'serialization_method' in value

/**
 * Values as they travel: rich text goes as its JSON text, because the JSON body parser trims every
 * string it finds (the spaces around a bold word would be lost); rich_text's rule on the server
 * reads either form back into the object.
 */
function wireValues(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isRichText(value) ? serializeRichText(value) : value]))
}

/**
 * An onSubmit that posts the values as an Inertia visit: the server's error bag (redirect back
 * with errors) comes back as per-block errors; a success follows the server's redirect.
 */
export function submitWithInertia(url: string, method: 'post' | 'put' | 'patch' = 'post') {
  return (values: FormValues) =>
    new Promise<SubmitOutcome>((resolve) => {
      let settled = false
      const settle = (outcome: SubmitOutcome) => {
        settled = true
        resolve(outcome)
      }
      router.visit(url, {
        method,
        data: wireValues(values) as VisitData,
        preserveScroll: true,
        preserveState: true,
        onSuccess: () => settle(),
        onError: (errors) => settle({ errors: fieldErrorsFromServer(errors) }),
        onHttpException: () => {
          settle({ message: DEFAULT_ERROR_MESSAGE })
          return false
        },
        onNetworkError: () => {
          settle({ message: DEFAULT_ERROR_MESSAGE })
          return false
        },
        onFinish: () => settled || resolve({ message: DEFAULT_ERROR_MESSAGE }),
      })
    })
}

/**
 * An onSubmit that posts the values as JSON: a 422 answer (VineJS E_VALIDATION) becomes per-block
 * errors with its `message` when it has one; another failure becomes the default error.
 */
export function submitJson(url: string) {
  return async (values: FormValues): Promise<SubmitOutcome> => {
    const response = await postJson(url, wireValues(values))
    if (response.ok) return
    const body: unknown = await response.json().catch(() => null)
    const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined
    if (response.status === 422) return { errors: fieldErrorsFromServer(body), message }
    return { message: message ?? DEFAULT_ERROR_MESSAGE }
  }
}
