import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'
import { instantWithYearText, useZone } from '~/lib/time'

type Program = Data.Programs.MyProgram

type Props = {
  filters: { program: string | null; offering: string | null }
  programs: Program[]
  programOptions: Data.Programs.ProgramOption[]
}

/* /dashboard/programs: the viewer's programs, their series and waitlists, and each program's next step. */
export default function MyPrograms({ filters, programs, programOptions }: Props) {
  const zone = useZone()
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="My programs"
        description="The workshops, labs, camps and dialogues you take part in, and what comes next."
        actions={
          <Button component={Link} href="/find-a-program" variant="light">
            Find a program
          </Button>
        }
      />
      <NativeSelect
        label="Program"
        mb="lg"
        maw={320}
        value={filters.program ?? ''}
        data={[{ value: '', label: 'All my programs' }, ...programOptions.map((option) => ({ value: option.slug, label: option.title }))]}
        onChange={(event) =>
          router.get('/dashboard/programs', event.currentTarget.value ? { program: event.currentTarget.value } : {}, { preserveScroll: true })
        }
      />
      {programs.length === 0 ? (
        <Card withBorder padding="lg">
          <Text>You have not joined a program yet.</Text>
          <Anchor component={Link} href="/find-a-program" mt="xs">
            See what is open now
          </Anchor>
        </Card>
      ) : (
        <Stack gap="lg">
          {programs.map((program) => (
            <Card key={program.slug} withBorder padding="lg" component="section" aria-labelledby={`program-${program.slug}`}>
              <Title order={2} size="h3" id={`program-${program.slug}`} mb="xs">
                {program.title}
              </Title>
              {program.series.length === 0 && program.waitlisted.length === 0 && (
                <Text c="dimmed">You are not in a series of this program.</Text>
              )}
              <Stack gap="xs">
                {program.series.map((series) => (
                  <Group key={`${series.role}-${series.id}`} justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                    <div>
                      <Anchor component={Link} href={`/series/${series.id}`} fw={600}>
                        {series.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {[series.iteration, series.offering].filter(Boolean).join(' · ')}
                        {series.nextSessionAt ? ` · next session ${instantWithYearText(series.nextSessionAt, zone)}` : ' · no upcoming session'}
                      </Text>
                    </div>
                    <Badge variant="light" color={series.role === 'host' ? 'grape' : 'blue'}>
                      {series.role === 'host' ? 'You host' : 'You are registered'}
                    </Badge>
                  </Group>
                ))}
                {program.waitlisted.map((entry) => (
                  <Text key={`${entry.audience}-${entry.iteration}`} size="sm">
                    On the {entry.audience === 'tutor' ? 'tutor' : 'learner'} waitlist for {entry.iteration}.
                  </Text>
                ))}
              </Stack>
              {program.nextStep && (
                <Text size="sm" mt="sm">
                  <strong>Next:</strong> {program.nextStep.text}{' '}
                  {program.nextStep.href && (
                    <Anchor component={Link} href={program.nextStep.href}>
                      Go to {program.title}
                    </Anchor>
                  )}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  )
}
