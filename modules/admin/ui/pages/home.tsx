import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconCalendarEvent, IconTicket, IconUsers } from '@tabler/icons-react'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { formatInstant, numberFormat } from '../components/format'
import type { Data } from '~generated/data'

type Props = {
  admin: Data.Kernel.AdminFrame
  week: Data.Admin.HomeSummary.Variants['forWeek']
  counts: Data.Admin.HomeSummary
  openItems: Data.Admin.OpenItem[]
}

function StatCard({ label, value, hint, icon, color }: { label: string; value: number; hint?: string; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Box>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {numberFormat.format(value)}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Box>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  )
}

/** admin/home — the staff console home: counts, open items, the pages this viewer may open. */
export default function AdminHome({ admin, week, counts, openItems }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  const canOpenUsers = admin.menu.entries.some((entry) => entry.key === 'users')
  const weekLabel = `${formatInstant(week.start, 'UTC', false)} – ${formatInstant(week.end, 'UTC', false)} (UTC)`
  return (
    <AdminLayout admin={admin} title="Staff console" description="An overview of Peerhaven and the pages your roles open.">
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatCard label="Users" value={counts.users} icon={<IconUsers size={22} />} color="blue" />
          <StatCard label="Sessions this week" value={counts.sessionsThisWeek} hint={weekLabel} icon={<IconCalendarEvent size={22} />} color="teal" />
          <StatCard label="Registrations" value={counts.registrations} hint="Session registrations" icon={<IconTicket size={22} />} color="grape" />
          <StatCard label="Open items" value={counts.openItems} hint="Accounts awaiting review" icon={<IconAlertTriangle size={22} />} color="orange" />
        </SimpleGrid>

        <Stack gap="sm">
          <Title order={2} fz="h3">
            Accounts awaiting review
          </Title>
          <Text size="sm" c="dimmed">
            Accounts under a provisional suspension (learner no-shows, automatic suspension, session removal) wait for a
            staff decision.
          </Text>
          {openItems.length === 0 ? (
            <Text>Nothing is waiting.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Context</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Since</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {openItems.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        {canOpenUsers ? (
                          <Anchor component={Link} href={`/admin/users/${item.id}`}>
                            {item.username}
                          </Anchor>
                        ) : (
                          item.username
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge miw="max-content" variant="light" color="orange">
                          {item.context}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{item.reason}</Table.Td>
                      <Table.Td>{formatInstant(item.since, timezone)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>

        {admin.menu.entries.length > 0 && (
          <Stack gap="sm">
            <Title order={2} fz="h3">
              Your pages
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {admin.menu.entries.map((entry) => (
                <Paper key={entry.key} withBorder radius="md" p="md">
                  <Anchor component={Link} href={entry.href} fw={600}>
                    {entry.label}
                  </Anchor>
                  {entry.description && (
                    <Text size="sm" c="dimmed" mt={4}>
                      {entry.description}
                    </Text>
                  )}
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </AdminLayout>
  )
}
