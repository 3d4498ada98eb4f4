import { useState } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import { Anchor, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import { ListPagination, SearchBar, type PageMeta } from '../components/list_controls'
import { formatInstant } from '../components/format'
import type { Data } from '~generated/data'

type Props = {
  admin: Data.Kernel.AdminFrame
  sessions: Data.Admin.Session[]
  meta: PageMeta
  q: string
  includeDeleted: boolean
  unchecked: boolean
}

type Filters = { deleted: boolean; unchecked: boolean }

const filterParams = (filters: Filters) => ({ deleted: filters.deleted ? '1' : undefined, unchecked: filters.unchecked ? '1' : undefined })

/** admin/sessions — search sessions by title, id or host username; the ones not yet safety-checked. */
export default function AdminSessions({ admin, sessions, meta, q, includeDeleted, unchecked }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  const [filters, setFilters] = useState<Filters>({ deleted: includeDeleted, unchecked })
  const params = { q: q || undefined, ...filterParams({ deleted: includeDeleted, unchecked }) }
  const toggle = (name: keyof Filters, checked: boolean) => {
    const next = { ...filters, [name]: checked }
    setFilters(next)
    router.get(urlFor('admin.sessions.index'), { q: q || undefined, ...filterParams(next) }, { preserveState: true })
  }
  return (
    <AdminLayout admin={admin} title="Sessions" description="Search by title, session id or host username.">
      <SearchBar path={urlFor('admin.sessions.index')} q={q} label="Search sessions" placeholder="Title, id or host username" extra={filterParams(filters)}>
        <Stack gap={6} mb={4}>
          <Checkbox
            label="Not yet safety-checked"
            description="Live and upcoming first"
            checked={filters.unchecked}
            onChange={(event) => toggle('unchecked', event.currentTarget.checked)}
          />
          <Checkbox label="Include deleted" checked={filters.deleted} onChange={(event) => toggle('deleted', event.currentTarget.checked)} />
        </Stack>
      </SearchBar>
      {sessions.length === 0 ? (
        <Text>{q ? `No session matches “${q}”.` : unchecked ? 'Every session is safety-checked.' : 'No sessions.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Starts</Table.Th>
                <Table.Th>Host</Table.Th>
                <Table.Th>World</Table.Th>
                <Table.Th>Registrations</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{session.id}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} href={`/admin/sessions/${session.id}`}>
                        {session.title}
                      </Anchor>
                      {session.deletedAt && (
                        <Badge miw="max-content" color="gray" size="sm">
                          deleted
                        </Badge>
                      )}
                      {session.canceled && (
                        <Badge miw="max-content" color="orange" size="sm" variant="light">
                          canceled
                        </Badge>
                      )}
                      {session.safetyCheckedAt && (
                        <Badge miw="max-content" color="teal" size="sm" variant="light">
                          safety-checked
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatInstant(session.startDate, timezone)}</Table.Td>
                  <Table.Td>{session.host ?? '—'}</Table.Td>
                  <Table.Td>{session.world?.title ?? '—'}</Table.Td>
                  <Table.Td>
                    {session.registrations} / {session.maxLearners}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination path={urlFor('admin.sessions.index')} meta={meta} params={params} />
    </AdminLayout>
  )
}
