import { Link, usePage } from '@inertiajs/react'
import { Anchor, Badge, Group, Table, Text } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { ListPagination, SearchBar, type PageMeta } from '../components/list_controls'
import { formatInstant } from '../components/format'
import type { Data } from '~generated/data'

type Props = { admin: Data.Kernel.AdminFrame; users: Data.Admin.User[]; meta: PageMeta; q: string }

/** admin/users — search accounts by name, username or email. */
export default function AdminUsers({ admin, users, meta, q }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  return (
    <AdminLayout admin={admin} title="Users" description="Search by name, username, email or id.">
      <SearchBar path="/admin/users" q={q} label="Search users" placeholder="Name, username, email or id" />
      {users.length === 0 ? (
        <Text>{q ? `No user matches “${q}”.` : 'No users yet.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Username</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th>Joined</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Anchor component={Link} href={`/admin/users/${user.id}`}>
                      {user.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{user.username}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {user.suspended && (
                        <Badge miw="max-content" color="red" variant="filled" size="sm">
                          suspended
                        </Badge>
                      )}
                      {user.roles
                        .filter((role) => !role.startsWith('blocked'))
                        .map((role) => (
                          <Badge miw="max-content" key={role} variant="light" size="sm" color={role.startsWith('admin:') ? 'grape' : 'gray'} tt="none">
                            {role}
                          </Badge>
                        ))}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(user.createdAt, timezone, false)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination path="/admin/users" meta={meta} params={{ q: q || undefined }} />
    </AdminLayout>
  )
}
