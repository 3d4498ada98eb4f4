import { Link, router } from '@inertiajs/react'
import { Anchor, Container, Group, Paper, SegmentedControl, Select, Switch, Table, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

type Period = 'week' | 'month' | 'all'

type Props = {
  entries: Data.Profiles.LeaderboardEntry[]
  period: Period
  world: { slug: string; title: string } | null
  worlds: { slug: string; title: string }[]
  optedOut: boolean
}

const PERIODS = [
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
  { value: 'all', label: 'All time' },
]

function go(world: string | null, period: string) {
  router.get(world ? urlFor('profiles.leaderboard', { id: world }) : urlFor('profiles.leaderboard'), { period }, { preserveScroll: true })
}

/** profiles/leaderboard — /leaderboard/{id?} (issue 11 §3): points earned this week, this month or all time, overall or per world. */
export default function Leaderboard({ entries, period, world, worlds, optedOut }: Props) {
  return (
    <Container size="md" py="xl">
      <PageHeader title={world ? `${world.title} leaderboard` : 'Leaderboard'} description="Points earned by hosting, attending and helping others." />
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
        <SegmentedControl aria-label="Period" data={PERIODS} value={period} onChange={(value) => go(world?.slug ?? null, value)} />
        <Select
          label="World"
          data={[{ value: '', label: 'All worlds' }, ...worlds.map((item) => ({ value: item.slug, label: item.title }))]}
          value={world?.slug ?? ''}
          onChange={(value) => go(value || null, period)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <Paper withBorder radius="md" p="xs">
        {entries.length === 0 ? (
          <Text c="dimmed" p="md">No points earned in this period yet.</Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Rank</Table.Th>
                <Table.Th scope="col">Member</Table.Th>
                <Table.Th scope="col" ta="right">Points</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.userId}>
                  <Table.Td>{entry.rank}</Table.Td>
                  <Table.Td>
                    {entry.username ? (
                      <Anchor component={Link} href={urlFor('profiles.show', { user: entry.username })}>{entry.displayName}</Anchor>
                    ) : (
                      entry.displayName
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{entry.points}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Switch
        mt="lg"
        label="Hide me from the leaderboards"
        checked={optedOut}
        onChange={(event) => router.post(urlFor('profiles.leaderboard.preferences'), { optOut: event.currentTarget.checked }, { preserveScroll: true })}
      />
    </Container>
  )
}
