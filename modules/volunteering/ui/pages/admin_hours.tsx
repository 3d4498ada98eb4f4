import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Anchor, Button, Checkbox, Group, Pagination, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { AdminLayout } from '~/components/admin_layout'
import { ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS, hoursText, type ActivityType } from '../../shared/index'
import { ActivityStateBadge } from '../components/activity_state_badge'

type Filters = { status: string; type: string | null; from: string | null; to: string | null; q: string | null; page: number }
type Props = {
  admin: Data.Kernel.AdminFrame
  rows: Data.Volunteering.HoursRow[]
  meta: { total: number; currentPage: number; lastPage: number }
  filters: Filters
}

const query = (filters: Filters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== ''))

function ChangesForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [message, setMessage] = useState('')
  return (
    <Stack gap={4}>
      <Textarea label="What should change?" value={message} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={2} maxLength={2000} size="xs" />
      <Group gap={4}>
        <Button size="compact-xs" onClick={() => router.post(urlFor('volunteering.admin.hours_changes', { id }), { message }, { preserveScroll: true, onSuccess: onDone })}>
          Send
        </Button>
        <Button size="compact-xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  )
}

/** volunteering/admin_hours — /admin/volunteer-hours (spec 000 §6.3: team_lead or federal_work_study). */
export default function AdminHours({ admin, rows, meta, filters }: Props) {
  const [selected, setSelected] = useState<number[]>([])
  const [changing, setChanging] = useState<number | null>(null)
  const [search, setSearch] = useState(filters.q ?? '')
  const visit = (next: Partial<Filters>) => router.get(urlFor('volunteering.admin.hours'), query({ ...filters, page: 1, ...next }), { preserveScroll: true })
  const approvable = rows.filter((row) => row.state === 'pending').map((row) => row.id)
  const toggle = (id: number, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)))
  const exportHref = `${urlFor('volunteering.admin.hours_export')}?${new URLSearchParams(query({ ...filters, page: 1 }) as Record<string, string>).toString()}`
  return (
    <AdminLayout
      admin={admin}
      title="Volunteer Hours"
      description={`${meta.total} ${meta.total === 1 ? 'entry' : 'entries'}`}
      actions={
        <Button component="a" href={exportHref} variant="default">
          Export CSV
        </Button>
      }
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <Select
            label="State"
            data={[
              { value: 'pending', label: 'Waiting for review' },
              { value: 'changes-required', label: 'Changes requested' },
              { value: 'approved', label: 'Approved' },
              { value: 'all', label: 'All' },
            ]}
            value={filters.status}
            onChange={(value) => visit({ status: value ?? 'pending' })}
            allowDeselect={false}
            w={190}
          />
          <Select label="Type" data={ACTIVITY_TYPES.map((type) => ({ value: type, label: ACTIVITY_TYPE_LABELS[type] }))} value={filters.type} onChange={(value) => visit({ type: value })} clearable w={190} />
          <TextInput label="From" type="date" value={filters.from ?? ''} onChange={(event) => visit({ from: event.currentTarget.value || null })} />
          <TextInput label="To" type="date" value={filters.to ?? ''} onChange={(event) => visit({ to: event.currentTarget.value || null })} />
          <form
            onSubmit={(event) => {
              event.preventDefault()
              visit({ q: search || null })
            }}
          >
            <TextInput label="Person" placeholder="Name or username" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          </form>
        </Group>
        <Group gap="sm">
          <Checkbox
            label="Select all waiting on this page"
            checked={approvable.length > 0 && approvable.every((id) => selected.includes(id))}
            onChange={(event) => setSelected(event.currentTarget.checked ? approvable : [])}
            disabled={approvable.length === 0}
          />
          <Button
            disabled={selected.length === 0}
            onClick={() => router.post(urlFor('volunteering.admin.hours_approve'), { ids: selected }, { preserveScroll: true, onSuccess: () => setSelected([]) })}
          >
            Approve selected ({selected.length})
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">No hours match these filters.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Select</Table.Th>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Person</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Hours</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${row.personName}, ${row.date}`}
                        checked={selected.includes(row.id)}
                        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                        disabled={row.state !== 'pending'}
                      />
                    </Table.Td>
                    <Table.Td>{row.date}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.personName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        @{row.personUsername}
                      </Text>
                    </Table.Td>
                    <Table.Td>{ACTIVITY_TYPE_LABELS[row.type as ActivityType] ?? row.type}</Table.Td>
                    <Table.Td>{hoursText(row.durationSeconds)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.description}</Text>
                      {row.links.map((link) => (
                        <Anchor key={link} href={link} size="xs" display="block" target="_blank" rel="noopener noreferrer">
                          {link}
                        </Anchor>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <ActivityStateBadge state={row.state} />
                        {changing === row.id ? (
                          <ChangesForm id={row.id} onDone={() => setChanging(null)} />
                        ) : (
                          <Button size="compact-xs" variant="subtle" onClick={() => setChanging(row.id)}>
                            {row.state === 'approved' ? 'Revoke and ask for changes' : 'Ask for changes'}
                          </Button>
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {meta.lastPage > 1 && (
          <Pagination total={meta.lastPage} value={meta.currentPage} onChange={(page) => visit({ page })} getItemProps={(page) => ({ 'aria-label': `Page ${page}` })} />
        )}
      </Stack>
    </AdminLayout>
  )
}
