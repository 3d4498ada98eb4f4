import { useEffect, useState } from 'react'
import { Loader, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { AsyncChoiceBlock, FormOption } from '../../shared/index'
import { urlFor } from '~/lib/routes'
import type { FormInputProps } from '../input_registry'

/** spec 002 §9 "async select 100 ms". */
export const ASYNC_SELECT_DEBOUNCE_MS = 100

async function fetchOptions(source: string, q: string, signal: AbortSignal): Promise<FormOption[]> {
  const url = urlFor('forms.options', { source }, { qs: { q } })
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`Options request failed: ${response.status} ${response.statusText}`)
  const body = (await response.json()) as { options?: FormOption[] }
  return Array.isArray(body.options) ? body.options : []
}

/**
 * select-async: a searchable select whose options come from the server's option source
 * (`GET /forms/options/:source?q=`), asked 100 ms after the person stops typing. The chosen
 * option stays in the list so its label keeps showing. The route answers searches only: an
 * initial value shows once a search lists it.
 */
export function AsyncSelectBlockInput({ block, value, onChange, field, readOnly }: FormInputProps<AsyncChoiceBlock, string | null | undefined>) {
  const [search, setSearch] = useState('')
  const [query] = useDebouncedValue(search, ASYNC_SELECT_DEBOUNCE_MS)
  const [options, setOptions] = useState<FormOption[]>([])
  const [chosen, setChosen] = useState<FormOption | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    // Choosing an option writes its label in the box: that is not a search.
    if (readOnly || (chosen && query === chosen.label)) return
    const controller = new AbortController()
    setLoading(true)
    fetchOptions(block.source, query, controller.signal)
      .then(setOptions)
      .catch((error: unknown) => controller.signal.aborted || console.error(error))
      .finally(() => controller.signal.aborted || setLoading(false))
    return () => {
      controller.abort()
      setLoading(false)
    }
  }, [block.source, query, readOnly, chosen])

  const data = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options
  return (
    <Select
      {...field}
      data={data}
      value={value ?? null}
      onChange={(next, option) => {
        setChosen(option ?? null)
        onChange(next)
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the query.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'No results.'}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      placeholder="Type to search"
      clearable={!readOnly}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
