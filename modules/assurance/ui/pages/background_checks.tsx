import { useForm } from '@inertiajs/react'
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { BACKGROUND_CHECK_STATUSES, type BackgroundCheckStatus } from '../../shared/index.js'
import { Pager, type PageMeta } from '../components/pager'

type Check = Data.Assurance.BackgroundCheck
type Props = {
  admin: Data.Kernel.AdminFrame
  checks: Check[]
  meta: PageMeta
}

const STATUS_COLOR: Record<BackgroundCheckStatus, string> = { pending: 'gray', passed: 'teal', failed: 'red' }
const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

function RecordForm() {
  const form = useForm({ username: '', submittedAt: new Date().toISOString().slice(0, 10), partnerName: 'staff-entered', partnerUserId: '', status: 'pending' })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('assurance.background_checks.store'), { preserveScroll: true, onSuccess: () => form.reset('username', 'partnerUserId') })
  }
  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} aria-labelledby="record-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="record-title">
          Record a background check
        </Title>
        <Text size="sm" c="dimmed">
          For people aged 18 or older (in Key Club and College Lounge: their tutors, by the worlds' own age rules). A failed check suspends the account.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Username" required value={form.data.username} onChange={(event) => form.setData('username', event.currentTarget.value)} error={form.errors.username} maxLength={60} />
          <TextInput label="Submitted on" type="date" required value={form.data.submittedAt} onChange={(event) => form.setData('submittedAt', event.currentTarget.value)} error={form.errors.submittedAt} />
          <TextInput label="Partner" required value={form.data.partnerName} onChange={(event) => form.setData('partnerName', event.currentTarget.value)} error={form.errors.partnerName} maxLength={80} />
          <TextInput label="Partner's id for the person" value={form.data.partnerUserId} onChange={(event) => form.setData('partnerUserId', event.currentTarget.value)} error={form.errors.partnerUserId} maxLength={120} />
          <Select
            label="Status"
            data={BACKGROUND_CHECK_STATUSES.map((status) => ({ value: status, label: label(status) }))}
            value={form.data.status}
            onChange={(value) => form.setData('status', value ?? 'pending')}
            allowDeselect={false}
            error={form.errors.status}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.processing}>
            Record
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** assurance/background_checks — recorded checks, newest first, and the staff-entered form (issue 13 §3). */
export default function BackgroundChecks({ admin, checks, meta }: Props) {
  return (
    <AdminLayout admin={admin} title="Background Checks" description="Background checks of adults who host minors.">
      <Stack gap="md">
        <RecordForm />
        {checks.length === 0 ? (
          <Text>No background checks recorded yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Person</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th>Partner</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {checks.map((check) => (
                  <Table.Tr key={check.id}>
                    <Table.Td>
                      {check.name} <Text span c="dimmed">@{check.username}</Text>
                    </Table.Td>
                    <Table.Td>{check.submittedAt.slice(0, 10)}</Table.Td>
                    <Table.Td>
                      {check.partnerName}
                      {check.partnerUserId && <Text span c="dimmed"> · {check.partnerUserId}</Text>}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[check.status]} variant="light">
                        {label(check.status)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pager meta={meta} url={urlFor('assurance.background_checks.index')} />
      </Stack>
    </AdminLayout>
  )
}
