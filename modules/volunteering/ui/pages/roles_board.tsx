import { Link } from '@inertiajs/react'
import { Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'

type Props = { roles: Data.Volunteering.VolunteerRole[] }

/** volunteering/roles_board — /volunteer: every volunteer role, grouped by team (issue 15 §1). */
export default function RolesBoard({ roles }: Props) {
  const teams = [...new Set(roles.map((role) => role.team.name))]
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Volunteer with us" description="Peerhaven runs on volunteers. Find a role that fits the time and skills you have." />
      {roles.length === 0 ? (
        <Text c="dimmed">No volunteer roles are listed right now. Check back soon.</Text>
      ) : (
        <Stack gap="xl">
          {teams.map((teamName) => (
            <Stack key={teamName} gap="sm" component="section" aria-label={teamName}>
              <Title order={2} fz="h3">
                {teamName}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {roles
                  .filter((role) => role.team.name === teamName)
                  .map((role) => (
                    <Card key={role.id} withBorder radius="md" padding="lg" component="article">
                      <Stack gap="xs">
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Title order={3} fz="h4">
                            <Anchor component={Link} href={urlFor('volunteering.roles.show', { id: role.id })} c="inherit" fw={700}>
                              {role.name}
                            </Anchor>
                          </Title>
                          <Badge color={role.applicationOpen ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                            {role.applicationOpen ? 'Open' : 'Closed'}
                          </Badge>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {role.description}
                        </Text>
                      </Stack>
                    </Card>
                  ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      )}
    </Container>
  )
}
