import { useState, type FormEvent, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Button, Group, Pagination, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'

/** The pagination meta a list page gets next to its rows (plain numbers). */
export type PageMeta = { total: number; currentPage: number; lastPage: number; perPage: number }

type SearchProps = {
  path: string
  q: string
  label: string
  placeholder?: string
  /** Extra query parameters to keep (e.g. a filter). */
  extra?: Record<string, string | undefined>
  children?: ReactNode
}

/** A search box that reloads the list with ?q= (first page). */
export function SearchBar({ path, q, label, placeholder, extra = {}, children }: SearchProps) {
  const [value, setValue] = useState(q)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    router.get(path, { ...extra, q: value.trim() || undefined }, { preserveState: true })
  }
  return (
    <form onSubmit={submit} role="search">
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 220px' }}
        />
        {children}
        <Button type="submit">Search</Button>
      </Group>
    </form>
  )
}

/** Page links under a list; shows the total. */
export function ListPagination({ path, meta, params }: { path: string; meta: PageMeta; params: Record<string, string | undefined> }) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {meta.total === 1 ? '1 result' : `${meta.total} results`}
      </Text>
      {meta.lastPage > 1 && (
        <Pagination
          total={meta.lastPage}
          value={meta.currentPage}
          onChange={(page) => router.get(path, { ...params, page }, { preserveScroll: false })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          size="sm"
        />
      )}
    </Group>
  )
}
