import type { FormEvent } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { dayText, useZone } from '~/lib/time'
import {
  ComingIterations,
  OfferingCards,
  ProgramPage,
  ProgramSeriesCards,
  type ComingIteration,
  type OfferingSummary,
  type ProgramSeriesCard,
} from '~/components/program_home'
import { ClubMembersTable } from '../components/club_members_table'

type Props = {
  signedIn: boolean
  schoolYear: string
  membership: Data.Programs.KeyClub.Membership | null
  members: Data.Programs.KeyClub.ClubMember[]
  leaderboard: Data.Programs.KeyClub.ClubStanding[]
  offerings: OfferingSummary[]
  iterations: ComingIteration[]
  series: ProgramSeriesCard[]
}

const hoursText = (hours: number) => `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${hours === 1 ? 'hour' : 'hours'}`

function JoinClub() {
  const form = useForm({ code: '' })
  const errors = useFormErrors(form)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(urlFor('programs.key_club.membership.store'), { preserveScroll: true })
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="join-title">
      <Title id="join-title" order={2} fz="h3" mb="xs">
        Join your club
      </Title>
      <Text c="dimmed" mb="md">
        Your club advisor has your club's code. Once you join, the volunteer hours you log here count for your club.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Club code"
            placeholder="e.g. NY-LINCOLN-HS"
            required
            maxLength={20}
            autoComplete="off"
            value={form.data.code}
            onChange={(event) => form.setData('code', event.currentTarget.value)}
            error={errorOf(errors, 'code')}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={form.processing} disabled={form.processing}>
            Join club
          </Button>
        </Group>
      </form>
    </Paper>
  )
}

function MyClub({ membership, members, schoolYear }: { membership: Data.Programs.KeyClub.Membership; members: Data.Programs.KeyClub.ClubMember[]; schoolYear: string }) {
  const zone = useZone()
  const leave = () => {
    if (window.confirm(`Leave ${membership.clubName}? Your hours will stop counting for it.`)) router.delete(urlFor('programs.key_club.membership.destroy'))
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="club-title">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title id="club-title" order={2} fz="h3">
            {membership.clubName}
          </Title>
          <Text c="dimmed" size="sm">
            {membership.districtName} · member since {dayText(membership.joinedAt, zone)}
          </Text>
        </div>
        <Badge size="lg" variant="light" color="yellow">
          {hoursText(membership.hours)} in {schoolYear}
        </Badge>
      </Group>
      <ClubMembersTable members={members} label={`Members of ${membership.clubName} and their approved hours in ${schoolYear}`} unnamed="A member" />
      <Group justify="space-between" mt="md" wrap="wrap">
        <Anchor component={Link} href="/volunteer/hours" underline="always">
          Log your hours
        </Anchor>
        <Button variant="subtle" color="red" onClick={leave}>
          Leave club
        </Button>
      </Group>
    </Paper>
  )
}

function Leaderboard({ clubs, schoolYear }: { clubs: Data.Programs.KeyClub.ClubStanding[]; schoolYear: string }) {
  return (
    <section aria-labelledby="leaderboard-title">
      <Title id="leaderboard-title" order={2} mb="sm">
        Club leaderboard, {schoolYear}
      </Title>
      {clubs.length === 0 ? (
        <Text c="dimmed">No club has approved hours yet this school year. Yours could be the first.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={`Clubs with the most approved volunteer hours in ${schoolYear}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Club</Table.Th>
                <Table.Th ta="right">Members</Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clubs.map((club, index) => (
                <Table.Tr key={club.clubId}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    {club.clubName}
                    <Text size="xs" c="dimmed">
                      {club.districtName}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{club.members}</Table.Td>
                  <Table.Td ta="right">{club.hours}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  )
}

/* /key-club: the school service club (spec 000 §2.2; /join/key-club redirects here). */
export default function KeyClub({ signedIn, schoolYear, membership, members, leaderboard, offerings, iterations, series }: Props) {
  return (
    <ProgramPage
      title="Key Club"
      description="For members of school service clubs: host weekly homework help for younger students and count your volunteer hours for your club."
      programSlug="key-club"
    >
      {membership ? (
        <MyClub membership={membership} members={members} schoolYear={schoolYear} />
      ) : signedIn ? (
        <JoinClub />
      ) : (
        <Alert variant="light" title="In a school service club?">
          <Stack gap="xs">
            <Text>Sign up or log in, then join your club with the code your advisor gives you.</Text>
            <Group gap="sm">
              <Button component={Link} href="/signup">
                Sign up
              </Button>
              <Button component={Link} href={`/login?returnTo=${encodeURIComponent('/key-club')}`} variant="default">
                Log in
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <ComingIterations iterations={iterations} heading="Terms" empty="The next term has not been announced yet." />
      <ProgramSeriesCards series={series} heading="Homework help you can join" empty="No homework help has been scheduled yet. Club members schedule theirs once hosting opens." />
      <section aria-labelledby="key-club-offerings">
        <Title order={2} id="key-club-offerings" mb="sm">
          What club members host
        </Title>
        <OfferingCards offerings={offerings} />
      </section>
      <Leaderboard clubs={leaderboard} schoolYear={schoolYear} />
    </ProgramPage>
  )
}
