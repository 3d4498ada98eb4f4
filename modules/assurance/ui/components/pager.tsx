import { Group, Pagination } from '@mantine/core'
import { router } from '@inertiajs/react'

export type PageMeta = { total: number; currentPage: number; lastPage: number; perPage: number }

/** Pages of a staff list (shown only past one page). */
export function Pager({ meta, url }: { meta: PageMeta; url: string }) {
  if (meta.lastPage <= 1) return null
  return (
    <Group justify="center" mt="md">
      <Pagination total={meta.lastPage} value={meta.currentPage} onChange={(page) => router.get(url, page === 1 ? {} : { page })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
    </Group>
  )
}
