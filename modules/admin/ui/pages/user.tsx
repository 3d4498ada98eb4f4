import type { FormEvent } from 'react'
import { Link, router, useForm, usePage } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { ConfirmButton } from '~/components/confirm_button'
import { DetailList } from '../components/detail_list'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { formatInstant } from '../components/format'
import type { Data } from '~generated/data'

type Props = {
  admin: Data.Kernel.AdminFrame
  account: Data.Admin.User.Variants['forPage']
  roleRows: Data.Admin.RoleAssignment[]
  suspensions: Data.Admin.Suspension[]
  audit: Data.Admin.AuditEvent[]
  roleChoices: string[]
  canManageAdminRoles: boolean
  isSelf: boolean
  suspensionContexts: string[]
  limits: { reason: number; note: number }
}

function auditSummary(row: Data.Admin.AuditEvent) {
  const details = row.details ?? {}
  if (typeof details.role === 'string') return details.role
  if (typeof details.context === 'string') return `${details.context}: ${String(details.reason ?? '')}`
  if (typeof details.from === 'string' && typeof details.to === 'string') return `${details.from} → ${details.to}`
  return ''
}

/** admin/user — one account: roles, suspensions, audit trail. */
export default function AdminUser(props: Props) {
  const { admin, account: user, roleRows, suspensions, audit, roleChoices, canManageAdminRoles, isSelf, suspensionContexts, limits } = props
  const timezone = usePage<SharedProps>().props.user?.timezone
  const roleForm = useForm<{ role: string | null }>({ role: null })
  const suspendForm = useForm<{ context: string | null; reason: string; note: string }>({ context: 'admin', reason: '', note: '' })
  const roleErrors = useFormErrors(roleForm)
  const suspendErrors = useFormErrors(suspendForm)
  const activeRows = roleRows.filter((row) => !row.removedAt)

  function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    roleForm.post(`/admin/users/${user.id}/roles`, { preserveScroll: true, onSuccess: () => roleForm.reset() })
  }

  function suspend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    suspendForm.post(`/admin/users/${user.id}/suspend`, { preserveScroll: true, onSuccess: () => suspendForm.reset() })
  }

  return (
    <AdminLayout
      admin={admin}
      title={user.name}
      description={`@${user.username} · account #${user.id}`}
      actions={
        <Anchor component={Link} href="/admin/users">
          Back to users
        </Anchor>
      }
    >
      <Stack gap="lg">
        {user.deletedAt && (
          <Alert color="gray" title="Deleted account">
            This account was deleted on {formatInstant(user.deletedAt, timezone)}.
          </Alert>
        )}
        {user.suspended && (
          <Alert color="red" title="Suspended">
            This account is suspended{suspensions[0] ? `: ${suspensions[0].reason}` : '.'}
          </Alert>
        )}

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            Account
          </Title>
          <DetailList
            items={[
              { label: 'Email', value: `${user.email}${user.emailVerified ? ' (verified)' : ' (not verified)'}` },
              { label: 'Onboarding', value: user.onboarded ? 'Finished' : 'Not finished' },
              { label: 'Joined', value: formatInstant(user.createdAt, timezone) },
              { label: 'Last online', value: formatInstant(user.lastOnlineAt, timezone) },
              { label: 'Time zone', value: user.timezone },
              { label: 'Country', value: user.country ?? '—' },
            ]}
          />
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="xs">
            Roles
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Effective roles (with implied ones): {user.effectiveRoles.join(', ') || 'none'}.
            {!canManageAdminRoles && ' Only super admins give or take admin roles.'}
          </Text>
          <Stack gap="xs" mb="md">
            {activeRows.length === 0 && <Text>No stored roles.</Text>}
            {activeRows.map((row) => (
              <Group key={row.id} justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Badge miw="max-content" variant="light" color={row.role.startsWith('admin:') ? 'grape' : 'gray'} tt="none">
                    {row.role}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    given {formatInstant(row.assignedAt, timezone, false)} by {row.assignedBy ?? 'the system'} ({row.assignedSource})
                  </Text>
                </Group>
                {row.removable && (
                  <ConfirmButton
                    size="xs"
                    variant="light"
                    aria-label={`Remove role ${row.role}`}
                    title="Remove this role?"
                    message={`${user.username} loses ${row.role}. The change is recorded.`}
                    confirmLabel="Remove role"
                    onConfirm={() => router.delete(`/admin/users/${user.id}/roles/${row.id}`, { preserveScroll: true })}
                  >
                    Remove
                  </ConfirmButton>
                )}
              </Group>
            ))}
          </Stack>
          {errorOf(roleErrors, 'role') && !roleForm.data.role && (
            <Text c="red" size="sm" mb="xs" role="alert">
              {errorOf(roleErrors, 'role')}
            </Text>
          )}
          <form onSubmit={assign} noValidate>
            <Group align="flex-end" gap="sm">
              <Select
                label="Give a role"
                placeholder="Choose a role"
                data={roleChoices}
                searchable
                value={roleForm.data.role}
                onChange={(value) => roleForm.setData('role', value)}
                error={roleForm.data.role ? errorOf(roleErrors, 'role') : undefined}
                style={{ flex: '1 1 220px' }}
                nothingFoundMessage="No role matches"
              />
              <Button type="submit" disabled={!roleForm.data.role || roleForm.processing} loading={roleForm.processing}>
                Give role
              </Button>
            </Group>
          </form>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            Suspension
          </Title>
          {errorOf(suspendErrors, 'form') && (
            <Alert color="red" mb="md" role="alert">
              {errorOf(suspendErrors, 'form')}
            </Alert>
          )}
          {user.suspended ? (
            <ConfirmButton
              color="teal"
              title="Lift the suspension?"
              message={`${user.username} can use Peerhaven again. The change is recorded.`}
              confirmLabel="Unsuspend"
              onConfirm={() => router.post(`/admin/users/${user.id}/unsuspend`, {}, { preserveScroll: true })}
            >
              Unsuspend account
            </ConfirmButton>
          ) : isSelf ? (
            <Text>You cannot suspend your own account.</Text>
          ) : (
            <form onSubmit={suspend} noValidate>
              <Stack gap="sm">
                <Select
                  label="Suspension context"
                  data={suspensionContexts}
                  allowDeselect={false}
                  value={suspendForm.data.context}
                  onChange={(value) => suspendForm.setData('context', value)}
                  error={errorOf(suspendErrors, 'context')}
                  required
                />
                <Textarea
                  label="Reason"
                  description="Shown to the account holder."
                  autosize
                  minRows={2}
                  maxLength={limits.reason}
                  value={suspendForm.data.reason}
                  onChange={(event) => suspendForm.setData('reason', event.currentTarget.value)}
                  error={errorOf(suspendErrors, 'reason')}
                  required
                />
                <Textarea
                  label="Note"
                  description="Optional; shown on the suspension screen."
                  autosize
                  minRows={2}
                  maxLength={limits.note}
                  value={suspendForm.data.note}
                  onChange={(event) => suspendForm.setData('note', event.currentTarget.value)}
                  error={errorOf(suspendErrors, 'note')}
                />
                <Group justify="flex-end">
                  <Button type="submit" color="red" loading={suspendForm.processing} disabled={suspendForm.processing}>
                    Suspend account
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          {suspensions.length > 0 && (
            <Table.ScrollContainer minWidth={560} mt="md">
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Context</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>Since</Table.Th>
                    <Table.Th>Lifted</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {suspensions.map((action, index) => (
                    <Table.Tr key={`${action.createdAt}-${index}`}>
                      <Table.Td>{action.context}</Table.Td>
                      <Table.Td>
                        {action.reason}
                        {action.note && (
                          <Text size="xs" c="dimmed">
                            Note: {action.note}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{action.by ?? 'the system'}</Table.Td>
                      <Table.Td>{formatInstant(action.createdAt, timezone)}</Table.Td>
                      <Table.Td>{action.liftedAt ? formatInstant(action.liftedAt, timezone) : 'No'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            Role history
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Given</Table.Th>
                  <Table.Th>Removed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {roleRows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.role}</Table.Td>
                    <Table.Td>
                      {formatInstant(row.assignedAt, timezone)} by {row.assignedBy ?? 'the system'} ({row.assignedSource})
                    </Table.Td>
                    <Table.Td>
                      {row.removedAt
                        ? `${formatInstant(row.removedAt, timezone)} by ${row.removedBy ?? 'the system'} (${row.removedSource ?? '—'})`
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            Staff changes
          </Title>
          {audit.length === 0 ? (
            <Text>No staff change recorded for this account.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>What</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audit.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatInstant(row.createdAt, timezone)}</Table.Td>
                      <Table.Td>{row.actor ?? 'the system'}</Table.Td>
                      <Table.Td>
                        {row.action} {auditSummary(row)}
                      </Table.Td>
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
