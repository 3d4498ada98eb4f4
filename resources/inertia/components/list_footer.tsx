import { Group, Pagination, Text } from '@mantine/core'

/** The pagination meta a list page gets next to its rows (plain numbers). */
export type PageMeta = { total: number; currentPage: number; lastPage: number; perPage: number }

type Pages = Pick<PageMeta, 'currentPage' | 'lastPage'>

/** "1 comment", "12 comments". */
export function countLabel(total: number, one: string, many: string): string {
  return total === 1 ? `1 ${one}` : `${total.toLocaleString('en-US')} ${many}`
}

/** Page links under a list, shown only past one page; every link and control has a spoken name. */
export function ListPager({ meta, onPage, size }: { meta: Pages; onPage: (page: number) => void; size?: 'sm' | 'md' }) {
  if (meta.lastPage <= 1) return null
  return (
    <Pagination
      total={meta.lastPage}
      value={meta.currentPage}
      onChange={onPage}
      size={size}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
    />
  )
}

/** Under a staff list: how many rows in all, and the page links. */
export function ListFooter({ meta, one, many, onPage }: { meta: Pages & Pick<PageMeta, 'total'>; one: string; many: string; onPage: (page: number) => void }) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {countLabel(meta.total, one, many)}
      </Text>
      <ListPager meta={meta} onPage={onPage} size="sm" />
    </Group>
  )
}
