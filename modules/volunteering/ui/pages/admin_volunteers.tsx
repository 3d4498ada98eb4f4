import { Link } from '@inertiajs/react'
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { AdminLayout } from '~/components/admin_layout'

type Props = { admin: Data.Kernel.AdminFrame; teams: Data.Volunteering.TeamOverview[] }

/** volunteering/admin_volunteers — /admin/volunteers (spec 000 §6.3: super or team_lead): teams, members, roles. */
export default function AdminVolunteers({ admin, teams }: Props) {
  return (
    <AdminLayout admin={admin} title="Volunteers" description="Volunteer teams, their members and roles, and the applications waiting for review.">
      <Stack gap="lg">
        {teams.length === 0 && <Text c="dimmed">No teams yet.</Text>}
        {teams.map((team) => (
          <Paper key={team.id} withBorder radius="md" p="lg" component="section" aria-label={team.name}>
            <Stack gap="sm">
              <Group gap="sm">
                <Title order={2} fz="h4">
                  {team.name}
                </Title>
                {team.archived && <Badge color="gray">Archived</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {team.description}
              </Text>
              <Text size="sm">
                <strong>Members:</strong>{' '}
                {team.members.length === 0 ? 'none yet' : team.members.map((member) => `${member.name}${member.type === 'lead' ? ' (lead)' : ''}`).join(', ')}
              </Text>
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Holders</Table.Th>
                      <Table.Th>Needs review</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {team.roles.map((role) => (
                      <Table.Tr key={role.id}>
                        <Table.Td>
                          <Anchor component={Link} href={urlFor('volunteering.applications.index', { id: role.id })}>
                            {role.name}
                          </Anchor>
                          {role.archived && ' (archived)'}
                        </Table.Td>
                        <Table.Td>{role.holders}</Table.Td>
                        <Table.Td>{role.needsReview}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </AdminLayout>
  )
}
