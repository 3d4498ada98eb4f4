import { Link } from '@inertiajs/react'
import type { Data } from '~generated/data'
import { Anchor, Group, Title } from '@mantine/core'
import {
  ComingIterations,
  ProgramPage,
  OfferingCards,
  ProgramSeriesCards,
  type ComingIteration,
  type ProgramSeriesCard,
} from '~/components/program_home'

type Lab = Data.Programs.LearningLabs.Lab

/* /learning-labs: the two labs, their units and the rounds that are open or coming. */
export default function LearningLabs({
  labs,
  iterations,
  series,
}: {
  labs: Lab[]
  iterations: ComingIteration[]
  series: ProgramSeriesCard[]
}) {
  return (
    <ProgramPage
      title="Learning Labs"
      description="Four-week math labs in groups of at most ten, with lesson plans from a partner education nonprofit. Free, like everything here."
      programSlug="learning-labs"
    >
      <ComingIterations
        iterations={iterations}
        heading="Open and coming rounds"
        empty="No rounds are scheduled right now."
      />
      <ProgramSeriesCards
        series={series}
        heading="Labs you can join"
        empty="No lab has been scheduled yet. Tutors schedule labs once tutor sign-up opens; check back soon."
      />

      {labs.map((lab) => (
        <section key={lab.world} aria-labelledby={`lab-${lab.world}`}>
          <Group justify="space-between" align="flex-end" mb="sm">
            <Title order={2} id={`lab-${lab.world}`}>
              {lab.title}
            </Title>
            <Anchor component={Link} href={`/w/${lab.world}`} fw={600}>
              Browse the {lab.title} series
            </Anchor>
          </Group>
          <OfferingCards offerings={lab.units} />
        </section>
      ))}
    </ProgramPage>
  )
}
