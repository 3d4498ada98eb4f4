import { Badge, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import {
  ComingIterations,
  ProgramPage,
  OfferingCards,
  ProgramSeriesCards,
  type ComingIteration,
  type OfferingSummary,
  type ProgramSeriesCard,
} from '~/components/program_home'

type Props = {
  camp: Data.Programs.SummerCamp.Camp | null
  tracks: OfferingSummary[]
  iterations: ComingIteration[]
  series: ProgramSeriesCard[]
}

/* /summer-camp: the camp's dates, its tracks, registration and the series to join. */
export default function SummerCamp({ camp, tracks, iterations, series }: Props) {
  return (
    <ProgramPage
      title="Summer Camp"
      description="Free small-group tracks over July and August, led by volunteer tutors: combine as many as you like."
      programSlug="summer-camp"
    >
      {camp ? (
        <Text size="lg">
          <Badge color={camp.running ? 'green' : 'orange'} variant="light" mr="sm">
            {camp.running ? 'On now' : 'Coming up'}
          </Badge>
          {camp.title}: {camp.dates}
        </Text>
      ) : (
        <Text c="dimmed">The next camp has not been announced yet.</Text>
      )}
      <ComingIterations
        iterations={iterations}
        heading="Registration"
        empty="Registration for this summer has closed."
      />
      <ProgramSeriesCards
        series={series}
        heading="Tracks you can join"
        empty="No track has been scheduled yet. Tutors schedule tracks once tutor sign-up opens; check back soon."
      />
      <section aria-labelledby="camp-tracks">
        <Title order={2} id="camp-tracks" mb="sm">
          The tracks
        </Title>
        <OfferingCards offerings={tracks} />
      </section>
    </ProgramPage>
  )
}
