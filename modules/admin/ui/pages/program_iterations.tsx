import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import type { Data } from '~generated/data'

type Phase = Data.Admin.Program['iterations'][number]['phase']

type Props = {
  admin: Data.Kernel.AdminFrame
  programs: Data.Admin.Program[]
}

const PHASES: Record<Phase, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'gray' },
  tutor_registration: { label: 'Tutor registration', color: 'blue' },
  learner_registration: { label: 'Learner registration', color: 'teal' },
  registration_closed: { label: 'Registration closed', color: 'yellow' },
  running: { label: 'Running', color: 'grape' },
  ended: { label: 'Ended', color: 'dark' },
}

/** admin/program_iterations — every program's iterations and their current phase. */
export default function AdminProgramIterations({ admin, programs }: Props) {
  return (
    <AdminLayout
      admin={admin}
      title="Program Iterations"
      description="Each program's iterations, from its iteration files. Times are in the program's time zone."
    >
      <Stack gap="lg">
        {programs.length === 0 && <Text>No program is registered.</Text>}
        {programs.map((program) => (
          <Paper key={program.slug} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4">
              {program.title}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {program.slug} · {program.type} · {program.zone}
            </Text>
            {program.iterations.length === 0 ? (
              <Text>No iteration files yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={1100}>
                <Table withTableBorder striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Iteration</Table.Th>
                      <Table.Th>Phase</Table.Th>
                      <Table.Th>Tutors from</Table.Th>
                      <Table.Th>Learners from</Table.Th>
                      <Table.Th>Learner deadline</Table.Th>
                      <Table.Th>Runs</Table.Th>
                      <Table.Th>Offerings</Table.Th>
                      <Table.Th>Synced templates</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {program.iterations.map((iteration) => (
                      <Table.Tr key={iteration.key}>
                        <Table.Td>
                          <Text fw={600}>{iteration.title}</Text>
                          <Text size="xs" c="dimmed">
                            {iteration.key}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge miw="max-content" color={PHASES[iteration.phase]?.color ?? 'gray'} variant="light">
                            {PHASES[iteration.phase]?.label ?? iteration.phase}
                          </Badge>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{iteration.tutorRegistrationOpensAt}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{iteration.learnerRegistrationOpensAt}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{iteration.learnerDeadlineAt}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {iteration.startsAt}
                          <br />
                          to {iteration.endsAt}
                        </Table.Td>
                        <Table.Td>{iteration.offerings.join(', ')}</Table.Td>
                        <Table.Td>
                          {iteration.syncedTemplates} of {iteration.offerings.length}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        ))}
      </Stack>
    </AdminLayout>
  )
}
