import { Group, Pagination } from '@mantine/core'
import { router } from '@inertiajs/react'

type Meta = { currentPage: number; lastPage: number }

/** Pages of a staff list (shown only past one page). */
export function Pager({ meta, url }: { meta: Meta; url: string }) {
  if (meta.lastPage <= 1) return null
  return (
    <Group justify="center" mt="md">
      <Pagination total={meta.lastPage} value={meta.currentPage} onChange={(page) => router.get(url, page === 1 ? {} : { page })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
    </Group>
  )
}
