import { Link } from '@inertiajs/react'
import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { PROGRAM_EMAIL_PHASE_INFO } from '../../shared/index'

type Props = {
  admin: Data.Kernel.AdminFrame
  programs: Data.Programs.ProgramEmails[]
}

function Status({ subject, enabled }: { subject: string | null; enabled: boolean }) {
  if (subject === null) return <Badge miw="max-content" color="gray" variant="outline">Not written</Badge>
  return enabled ? (
    <Badge miw="max-content" color="teal" variant="light">
      On
    </Badge>
  ) : (
    <Badge miw="max-content" color="gray" variant="light">
      Off
    </Badge>
  )
}

/** programs/admin_program_emails — every program × iteration phase and its email (spec 000 §2.6 program/emails; issue 17 §4). */
export default function AdminProgramEmails({ admin, programs }: Props) {
  return (
    <AdminLayout
      admin={admin}
      title="Program Emails"
      description="One email per program and iteration phase. An email is sent only when it is on, once to each person per iteration. Times are in the program's time zone."
    >
      <Stack gap="lg">
        {programs.length === 0 && <Text>No program is registered.</Text>}
        {programs.map((program) => (
          <Paper key={program.slug} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4">
              {program.title}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {program.iteration ? `Dates for ${program.iteration.title}, the current or next iteration.` : 'No iteration ahead: nothing will be sent until one is added.'}
            </Text>
            <Table.ScrollContainer minWidth={720}>
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Phase</Table.Th>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {program.phases.map((row) => (
                    <Table.Tr key={row.phase}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          href={urlFor('programs.admin.emails.edit', { program: program.slug, phase: row.phase })}
                          aria-label={`${PROGRAM_EMAIL_PHASE_INFO[row.phase].label}, ${program.title}`}
                          fw={600}
                        >
                          {PROGRAM_EMAIL_PHASE_INFO[row.phase].label}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {PROGRAM_EMAIL_PHASE_INFO[row.phase].when}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {row.at ?? '—'}
                        {row.past && (
                          <Text size="xs" c="dimmed">
                            passed
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{row.subject ?? <Text c="dimmed">—</Text>}</Table.Td>
                      <Table.Td>
                        <Status subject={row.subject} enabled={row.enabled} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
      </Stack>
    </AdminLayout>
  )
}
