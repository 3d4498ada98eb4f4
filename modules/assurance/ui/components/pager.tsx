import { Group } from '@mantine/core'
import { router } from '@inertiajs/react'
import { ListPager, type PageMeta } from '~/components/list_footer'

export type { PageMeta }

/** Pages of a staff list (shown only past one page). */
export function Pager({ meta, url }: { meta: PageMeta; url: string }) {
  if (meta.lastPage <= 1) return null
  return (
    <Group justify="center" mt="md">
      <ListPager meta={meta} onPage={(page) => router.get(url, page === 1 ? {} : { page })} />
    </Group>
  )
}
