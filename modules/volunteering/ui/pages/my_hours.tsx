import { useState } from 'react'
import { Link } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { ACTIVITY_TYPE_LABELS, hoursText, type ActivityType } from '../../shared/index'
import { ActivityStateBadge } from '../components/activity_state_badge'
import { ActivityForm, type ActivityDraft } from '../components/activity_form'
import { CertificateForm } from '../components/certificate_form'

type Props = {
  activities: Data.Volunteering.Activity[]
  heldRoles: Data.Volunteering.HeldRole[]
  totals: { totalSeconds: number; byType: { type: string; seconds: number }[] }
  today: string
}

const typeLabel = (type: string) => ACTIVITY_TYPE_LABELS[type as ActivityType] ?? type

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** volunteering/my_hours — /volunteer/hours: a person's own hours, totals, roles and certificates (issue 15 §3). */
export default function MyHours({ activities, heldRoles, totals, today }: Props) {
  const zone = useZone()
  const [draft, setDraft] = useState<ActivityDraft | null>(null)
  const yearStart = `${today.slice(0, 4)}-01-01`
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="My volunteer hours"
        description="Hours from hosting are added when a session's attendance is confirmed; add other volunteer work yourself."
        actions={
          draft === null && (
            <Button onClick={() => setDraft({ id: null, type: 'other', date: today, minutes: 60, description: '', links: '' })}>Add hours</Button>
          )
        }
      />
      <Stack gap="lg">
        {draft && (
          <Section title={draft.id === null ? 'Add hours' : 'Change and resubmit'}>
            <ActivityForm key={draft.id ?? 'new'} draft={draft} today={today} onDone={() => setDraft(null)} />
          </Section>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title={`Approved this year: ${hoursText(totals.totalSeconds)} hours`}>
            {totals.byType.length === 0 ? (
              <Text c="dimmed">No approved hours yet this year.</Text>
            ) : (
              <Stack gap={4}>
                {totals.byType.map((row) => (
                  <Group key={row.type} justify="space-between">
                    <Text>{typeLabel(row.type)}</Text>
                    <Text fw={600}>{hoursText(row.seconds)} h</Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Section>
          <Section title="Certificate of hours">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                A signed PDF of your approved hours for a period, with a QR code anyone can scan to check it.
              </Text>
              <CertificateForm today={today} yearStart={yearStart} />
            </Stack>
          </Section>
        </SimpleGrid>
        <Section title="My volunteer roles">
          {heldRoles.length === 0 ? (
            <Text c="dimmed">
              You hold no volunteer role yet. <Anchor component={Link} href={urlFor('volunteering.roles.index')} underline="always">See the open roles</Anchor>.
            </Text>
          ) : (
            <Stack gap="xs">
              {heldRoles.map((held) => (
                <Group key={held.id} gap="sm">
                  <Anchor component={Link} href={urlFor('volunteering.roles.show', { id: held.roleId })} fw={600}>
                    {held.roleName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {held.teamName} · since {dayText(held.startDate, zone)}
                    {held.endDate ? ` until ${dayText(held.endDate, zone)}` : ''}
                  </Text>
                  <Badge variant="light" color={held.status === 'active' ? 'green' : 'gray'}>
                    {held.status === 'active' ? 'Active' : 'Past'}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="All my hours">
          {activities.length === 0 ? (
            <Text c="dimmed">Nothing recorded yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Hours</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th>State</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {activities.map((activity) => (
                    <Table.Tr key={activity.id}>
                      <Table.Td>{dayText(`${activity.date}T12:00:00Z`, 'UTC')}</Table.Td>
                      <Table.Td>{typeLabel(activity.type)}</Table.Td>
                      <Table.Td>{hoursText(activity.durationSeconds)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{activity.description}</Text>
                        {activity.requestedChanges && (
                          <Alert variant="light" color="red" p="xs" mt={4} title="Changes requested">
                            {activity.requestedChanges}
                          </Alert>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          <ActivityStateBadge state={activity.state} />
                          {!activity.fromSession && activity.state !== 'approved' && (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              onClick={() =>
                                setDraft({ id: activity.id, type: activity.type, date: activity.date, minutes: Math.round(activity.durationSeconds / 60), description: activity.description, links: activity.links.join('\n') })
                              }
                            >
                              Edit
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
        </Section>
      </Stack>
    </Container>
  )
}
