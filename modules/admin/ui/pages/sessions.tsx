import { useState } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { ListPagination, SearchBar, type PageMeta } from '../components/list_controls'
import { formatInstant } from '../components/format'
import type { Data } from '~generated/data'

type Props = { admin: Data.Kernel.AdminFrame; sessions: Data.Admin.Session[]; meta: PageMeta; q: string; includeDeleted: boolean }

/** admin/sessions — search sessions by title, id or host username. */
export default function AdminSessions({ admin, sessions, meta, q, includeDeleted }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  const [showDeleted, setShowDeleted] = useState(includeDeleted)
  const params = { q: q || undefined, deleted: includeDeleted ? '1' : undefined }
  return (
    <AdminLayout admin={admin} title="Sessions" description="Search by title, session id or host username.">
      <SearchBar
        path="/admin/sessions"
        q={q}
        label="Search sessions"
        placeholder="Title, id or host username"
        extra={{ deleted: showDeleted ? '1' : undefined }}
      >
        <Checkbox
          label="Include deleted"
          checked={showDeleted}
          onChange={(event) => {
            const checked = event.currentTarget.checked
            setShowDeleted(checked)
            router.get('/admin/sessions', { q: q || undefined, deleted: checked ? '1' : undefined }, { preserveState: true })
          }}
          mb={8}
        />
      </SearchBar>
      {sessions.length === 0 ? (
        <Text>{q ? `No session matches “${q}”.` : 'No sessions.'}</Text>
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
      <ListPagination path="/admin/sessions" meta={meta} params={params} />
    </AdminLayout>
  )
}
