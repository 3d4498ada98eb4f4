import { router, useForm } from '@inertiajs/react'
import { Button, Container, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Props = { team: { id: number; name: string; description: string }; members: Data.Volunteering.TeamMember[] }

const TYPES = [
  { value: 'member', label: 'Member' },
  { value: 'lead', label: 'Lead' },
]

/** volunteering/team — /volunteer/teams/{id}: a team's members, for those who manage it (spec 000 §6.4). */
export default function TeamPage({ team, members }: Props) {
  const form = useForm({ username: '', type: 'member' })
  const errors = useFormErrors(form)
  const setType = (username: string, type: string) => router.post(urlFor('volunteering.teams.set_member', { id: team.id }), { username, type }, { preserveScroll: true })
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Team: ${team.name}`} description={team.description} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-label="Add someone">
          <form
            onSubmit={(event) => {
              event.preventDefault()
              form.post(urlFor('volunteering.teams.set_member', { id: team.id }), { preserveScroll: true, onSuccess: () => form.reset('username') })
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput label="Username" value={form.data.username} onChange={(event) => form.setData('username', event.currentTarget.value)} error={errorOf(errors, 'username')} required />
              <Select label="As" data={TYPES} value={form.data.type} onChange={(value) => form.setData('type', value ?? 'member')} allowDeselect={false} w={140} />
              <Button type="submit" loading={form.processing}>
                Add to the team
              </Button>
            </Group>
          </form>
        </Paper>
        {members.length === 0 ? (
          <Text c="dimmed">No members yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Membership</Table.Th>
                  <Table.Th>Remove</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((member) => (
                  <Table.Tr key={member.userId}>
                    <Table.Td>
                      <Text fw={600}>{member.name}</Text>
                      <Text size="xs" c="dimmed">
                        @{member.username}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select aria-label={`Membership of ${member.name}`} data={TYPES} value={member.type} onChange={(value) => value && setType(member.username, value)} allowDeselect={false} w={140} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => router.delete(urlFor('volunteering.teams.remove_member', { id: team.id, userId: member.userId }), { preserveScroll: true })}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  )
}
