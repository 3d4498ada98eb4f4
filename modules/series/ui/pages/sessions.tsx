import { Head, Link, router } from '@inertiajs/react'
import { Anchor, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { SeriesHeader } from '../components/series_header'
import { SessionList } from '../components/session_list'
import { useZone } from '~/lib/time'
import type { Data } from '~generated/data'

type Props = {
  series: Data.Series.Series
  sessions: Data.Series.Session[]
  sessionsMeta: { total: number; currentPage: number; lastPage: number }
}

const PER_PAGE = 20

/** series/sessions — /series/:id/sessions: the full schedule, paginated. */
export default function SeriesSessions({ series, sessions, sessionsMeta }: Props) {
  const zone = useZone()
  return (
    <>
      <Head title={`Schedule · ${series.title}`} />
      <SeriesHeader series={series} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Anchor component={Link} href={`/series/${series.id}`} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden /> Back to the series
            </Group>
          </Anchor>
          <Group justify="space-between" align="flex-end">
            <Title order={2}>All sessions</Title>
            <Text size="sm" c="dimmed">
              Times in {zone.replaceAll('_', ' ')}
            </Text>
          </Group>
          <SessionList sessions={sessions} offset={(sessionsMeta.currentPage - 1) * PER_PAGE} />
          {sessionsMeta.lastPage > 1 && (
            <Pagination
              total={sessionsMeta.lastPage}
              value={sessionsMeta.currentPage}
              onChange={(page) => router.get(`/series/${series.id}/sessions`, { page }, { preserveScroll: true })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </Stack>
      </Container>
    </>
  )
}
