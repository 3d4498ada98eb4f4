import { Badge, Group, Text, Title } from '@mantine/core'
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
  featured: string | null
  topicGroups: Array<{ slug: string; label: string }>
  formats: OfferingSummary[]
  iterations: ComingIteration[]
  series: ProgramSeriesCard[]
}

/* /dialogues: what a dialogue is, the two formats, the topic groups, the season and what to join. */
export default function Dialogues({ featured, topicGroups, formats, iterations, series }: Props) {
  const featuredLabel = topicGroups.find((group) => group.slug === featured)?.label
  return (
    <ProgramPage
      title="Dialogues"
      description="Small-group conversations with people who see things differently, led by trained volunteer facilitators. Come curious; leave understanding more."
      programSlug="dialogues"
    >
      <section aria-labelledby="dialogue-topics">
        <Title order={2} id="dialogue-topics" mb="xs">
          {featuredLabel ? `${featuredLabel} conversations, and more` : 'What we talk about'}
        </Title>
        <Text c="dimmed" mb="sm">
          Every dialogue is filed under one of these topic groups.
        </Text>
        <Group gap="xs">
          {topicGroups.map((group) => (
            <Badge
              key={group.slug}
              size="lg"
              variant={group.slug === featured ? 'filled' : 'light'}
              color="green"
            >
              {group.label}
            </Badge>
          ))}
        </Group>
      </section>
      <ComingIterations
        iterations={iterations}
        heading="This season"
        empty="No season is scheduled right now."
      />
      <ProgramSeriesCards
        series={series}
        heading="Dialogues you can join"
        empty="No dialogue has been scheduled yet. Facilitators schedule events and clubs through the season; check back soon."
      />
      <section aria-labelledby="dialogue-formats">
        <Title order={2} id="dialogue-formats" mb="sm">
          Two ways to take part
        </Title>
        <OfferingCards offerings={formats} />
      </section>
    </ProgramPage>
  )
}
