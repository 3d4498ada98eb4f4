import { useState, type FormEvent, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Button, Group, TextInput } from '@mantine/core'
import { ListFooter, type PageMeta } from '~/components/list_footer'
import { IconSearch } from '@tabler/icons-react'

export type { PageMeta } from '~/components/list_footer'

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
  return <ListFooter meta={meta} one="result" many="results" onPage={(page) => router.get(path, { ...params, page }, { preserveScroll: false })} />
}
