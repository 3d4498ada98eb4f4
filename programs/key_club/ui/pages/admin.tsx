import type { FormEvent } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { ClubMembersTable } from '../components/club_members_table'

type Props = {
  admin: Data.Kernel.AdminFrame
  schoolYear: string
  districts: Data.Programs.KeyClub.District[]
  clubs: Data.Programs.KeyClub.Club[]
  standings: Data.Programs.KeyClub.ClubStanding[]
  selected: Data.Programs.KeyClub.SelectedClub | null
}

function DistrictForm() {
  const form = useForm({ name: '', code: '' })
  const errors = useFormErrors(form)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(urlFor('programs.key_club.admin.districts.store'), { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-labelledby="district-form-title">
      <Title id="district-form-title" order={2} fz="h4" mb="sm">
        Add a district
      </Title>
      <Stack gap="sm">
        <TextInput label="District name" required maxLength={120} value={form.data.name} onChange={(e) => form.setData('name', e.currentTarget.value)} error={form.errors.name && errorOf(errors, 'name')} />
        <TextInput label="District code" required maxLength={20} value={form.data.code} onChange={(e) => form.setData('code', e.currentTarget.value)} error={form.errors.code && errorOf(errors, 'code')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing} disabled={form.processing}>
            Add district
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

function ClubForm({ districts }: { districts: Data.Programs.KeyClub.District[] }) {
  const form = useForm<{ name: string; code: string; districtId: string | null }>({ name: '', code: '', districtId: null })
  const errors = useFormErrors(form)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => ({ ...data, districtId: data.districtId ? Number(data.districtId) : null }))
    form.post(urlFor('programs.key_club.admin.clubs.store'), { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-labelledby="club-form-title">
      <Title id="club-form-title" order={2} fz="h4" mb="sm">
        Add a club
      </Title>
      <Stack gap="sm">
        <Select
          label="District"
          required
          placeholder={districts.length === 0 ? 'Add a district first' : 'Choose a district'}
          data={districts.map((district) => ({ value: String(district.id), label: `${district.name} (${district.code})` }))}
          value={form.data.districtId}
          onChange={(value) => form.setData('districtId', value)}
          error={form.errors.districtId && errorOf(errors, 'districtId')}
          disabled={districts.length === 0}
        />
        <TextInput label="Club name" required maxLength={120} value={form.data.name} onChange={(e) => form.setData('name', e.currentTarget.value)} error={form.errors.name && errorOf(errors, 'name')} />
        <TextInput label="Club code" description="Members type it to join. Letters, digits and hyphens." required maxLength={20} value={form.data.code} onChange={(e) => form.setData('code', e.currentTarget.value)} error={form.errors.code && errorOf(errors, 'code')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing} disabled={form.processing || districts.length === 0}>
            Add club
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/* /admin/key-club: districts and clubs with codes, members and hours per club (spec 000 §2.6). */
export default function KeyClubAdmin({ admin, schoolYear, districts, clubs, standings, selected }: Props) {
  const codeOf = new Map(clubs.map((club) => [club.id, club.code]))
  return (
    <AdminLayout admin={admin} title="Key Club" description={`Districts and clubs, their members and approved volunteer hours in ${schoolYear}.`}>
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DistrictForm />
          <ClubForm districts={districts} />
        </SimpleGrid>

        <section aria-labelledby="clubs-title">
          <Title id="clubs-title" order={2} fz="h3" mb="sm">
            Clubs ({clubs.length}) in {districts.length} {districts.length === 1 ? 'district' : 'districts'}
          </Title>
          {standings.length === 0 ? (
            <Text c="dimmed">No club yet. Add a district, then its clubs.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped aria-label={`Clubs with their members and approved hours in ${schoolYear}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Club</Table.Th>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>District</Table.Th>
                    <Table.Th ta="right">Members</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {standings.map((club) => (
                    <Table.Tr key={club.clubId}>
                      <Table.Td>
                        <Anchor component={Link} href={`${urlFor('programs.key_club.admin.index')}?club=${club.clubId}`} preserveScroll>
                          {club.clubName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {codeOf.get(club.clubId)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{club.districtName}</Table.Td>
                      <Table.Td ta="right">{club.members}</Table.Td>
                      <Table.Td ta="right">{club.hours}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>

        {selected && (
          <section aria-labelledby="members-title">
            <Title id="members-title" order={2} fz="h3" mb="sm">
              Members of {selected.name}
            </Title>
            {selected.members.length === 0 ? (
              <Text c="dimmed">Nobody has joined this club yet.</Text>
            ) : (
              <ClubMembersTable members={selected.members} label={`Members of ${selected.name}`} unnamed="Off leaderboards" />
            )}
          </section>
        )}

        <section aria-labelledby="districts-title">
          <Title id="districts-title" order={2} fz="h3" mb="sm">
            Districts
          </Title>
          {districts.length === 0 ? (
            <Text c="dimmed">No district yet.</Text>
          ) : (
            <Table striped aria-label="Districts and their codes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>District</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th ta="right">Clubs</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {districts.map((district) => (
                  <Table.Tr key={district.id}>
                    <Table.Td>{district.name}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {district.code}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{clubs.filter((club) => club.districtId === district.id).length}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </section>
      </Stack>
    </AdminLayout>
  )
}
