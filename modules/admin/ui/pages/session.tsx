import { Link, router, usePage } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import { ConfirmButton } from '~/components/confirm_button'
import { DetailList } from '../components/detail_list'
import { formatInstant } from '../components/format'
import type { Data } from '~generated/data'

type Props = {
  admin: Data.Kernel.AdminFrame
  session: Data.Admin.Session.Variants['forPage']
  hosts: Data.Admin.SessionHost[]
}

/** admin/session — one session, with its hosts and registration count; safety check; soft delete. */
export default function AdminSession({ admin, session, hosts }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  return (
    <AdminLayout
      admin={admin}
      title={session.title}
      description={`Session #${session.id}`}
      actions={
        <Group gap="sm">
          <Anchor component={Link} href="/admin/sessions">
            Back to sessions
          </Anchor>
          {!session.deletedAt && (
            <ConfirmButton
              title="Delete this session?"
              message="The session disappears from schedules and searches. It is kept (soft-deleted) with your name as the one who deleted it."
              confirmLabel="Delete session"
              onConfirm={() => router.delete(`/admin/sessions/${session.id}`, { preserveScroll: true })}
            >
              Delete session
            </ConfirmButton>
          )}
        </Group>
      }
    >
      <Stack gap="lg">
        {session.deletedAt && (
          <Alert color="gray" title="Deleted">
            Deleted on {formatInstant(session.deletedAt, timezone)} by {session.deletedBy ?? 'the system'}.
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <DetailList
            items={[
              { label: 'Starts', value: formatInstant(session.startDate, timezone) },
              { label: 'Ends', value: formatInstant(session.endDate, timezone) },
              { label: 'Host', value: session.host ?? '—' },
              { label: 'World', value: session.world?.title ?? '—' },
              { label: 'Registrations', value: `${session.registrations} of ${session.maxLearners}` },
              { label: 'Series', value: session.seriesId ? `#${session.seriesId}` : 'None' },
              { label: 'Languages', value: session.languages.join(', ') || '—' },
              { label: 'Created', value: formatInstant(session.createdAt, timezone) },
              {
                label: 'Canceled',
                value: session.canceledAt ? `${formatInstant(session.canceledAt, timezone)}${session.cancelReason ? ` — ${session.cancelReason}` : ''}` : 'No',
              },
            ]}
          />
          {session.description && (
            <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {session.description}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="xs">
            Safety check
          </Title>
          {session.safetyCheckedAt ? (
            <Group gap="xs">
              <Badge miw="max-content" color="teal" variant="light">
                safety-checked
              </Badge>
              <Text>
                {formatInstant(session.safetyCheckedAt, timezone)} by {session.safetyCheckedBy ?? 'the system'}
              </Text>
            </Group>
          ) : (
            <Group justify="space-between" gap="sm">
              <Text>Not yet safety-checked.</Text>
              <Button
                variant="light"
                color="teal"
                onClick={() => router.post(urlFor('admin.sessions.safety_check', { id: session.id }), {}, { preserveScroll: true })}
              >
                Mark safety-checked
              </Button>
            </Group>
          )}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            Hosts
          </Title>
          {hosts.length === 0 ? (
            <Text>No host rows.</Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Username</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Approved</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {hosts.map((host) => (
                    <Table.Tr key={host.id}>
                      <Table.Td>{host.username ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge miw="max-content" variant="light" tt="none">
                          {host.role}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{host.approved ? 'Yes' : 'No'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </AdminLayout>
  )
}
