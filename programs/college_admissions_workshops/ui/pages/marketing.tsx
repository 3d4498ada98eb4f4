import type { ReactNode } from 'react'
import { Head, Link } from '@inertiajs/react'
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconAward,
  IconBulb,
  IconCalendarCheck,
  IconChecklist,
  IconClock,
  IconHeartHandshake,
  IconMessages,
  IconNotebook,
  IconPigMoney,
  IconSchool,
  IconUsersGroup,
} from '@tabler/icons-react'
import {
  SignUpCard,
  type Audience,
  type IterationSummary,
  type Links,
  type WaitlistState,
} from '../components/sign_up_card'

type Offering = {
  slug: string
  title: string
  description: string
  weeks: number
  sessionsPerWeek: number
  sessionMinutes: number
  oneTime: boolean
  forLearners: string[]
  forTutors: string[]
}

type Props = {
  view: Audience
  title: string
  facts: {
    tutors: string
    maxClassSize: number
    sessionsPerWeek: number
    sessionLengths: string
    lengths: string
  }
  offerings: Offering[]
  iteration: IterationSummary | null
  lastEnded: string | null
  signedIn: boolean
  waitlist: { learner: WaitlistState; tutor: WaitlistState }
  links: Links
}

type Item = { icon: ReactNode; title: string; text: string }

const ICON = { 'size': 24, 'aria-hidden': true } as const

const BENEFITS: Record<Audience, Item[]> = {
  learner: [
    {
      icon: <IconUsersGroup {...ICON} />,
      title: 'Small groups that know your name',
      text: 'Never more than 15 learners, so there is time for your questions and your draft.',
    },
    {
      icon: <IconMessages {...ICON} />,
      title: 'Advice from people who just did it',
      text: 'Volunteer tutors are college students and graduates who went through admissions recently.',
    },
    {
      icon: <IconPigMoney {...ICON} />,
      title: 'Free, always',
      text: 'No fees, no upsells. Peerhaven is a non-profit run by volunteers.',
    },
  ],
  tutor: [
    {
      icon: <IconHeartHandshake {...ICON} />,
      title: 'Open doors for first-generation students',
      text: 'Many learners have nobody at home who has applied to college. Your experience is the help they are missing.',
    },
    {
      icon: <IconNotebook {...ICON} />,
      title: 'Everything prepared for you',
      text: 'Each workshop comes with a lesson plan, slides and activities. You bring your story and your patience.',
    },
    {
      icon: <IconAward {...ICON} />,
      title: 'Hours that count',
      text: 'Every session is recorded as volunteer time, with points and achievements as you host more.',
    },
  ],
}

const STEPS: Record<Audience, Item[]> = {
  learner: [
    {
      icon: <IconChecklist {...ICON} />,
      title: 'Pick a workshop',
      text: 'Essays, applications, finding your fit or financial aid: choose what you need this month.',
    },
    {
      icon: <IconCalendarCheck {...ICON} />,
      title: 'Meet twice a week',
      text: 'Live online sessions of 60 or 75 minutes for two or four weeks, with the same tutor and group.',
    },
    {
      icon: <IconBulb {...ICON} />,
      title: 'Leave with real progress',
      text: 'A draft, a list or a plan you made yourself, with feedback from your tutor and peers.',
    },
  ],
  tutor: [
    {
      icon: <IconSchool {...ICON} />,
      title: 'Choose an offering',
      text: 'Pick the workshop you know best. Each month we recommend how many hosts each offering needs.',
    },
    {
      icon: <IconCalendarCheck {...ICON} />,
      title: 'Publish your schedule',
      text: 'Host from the workshop template: choose two weekly time slots before the learner deadline.',
    },
    {
      icon: <IconClock {...ICON} />,
      title: 'Lead your group',
      text: 'Run the sessions with the lesson plan, give feedback, and answer the post-workshop survey.',
    },
  ],
}

function ViewSwitch({ view }: { view: Audience }) {
  return (
    <Group gap={4} role="navigation" aria-label="Choose a view">
      {(['learner', 'tutor'] as const).map((option) => (
        <Button
          key={option}
          component={Link}
          href={option === 'tutor' ? '/college-admissions?view=tutor' : '/college-admissions'}
          variant={view === option ? 'filled' : 'default'}
          radius="xl"
          size="sm"
          aria-current={view === option ? 'page' : undefined}
          preserveScroll
        >
          {option === 'learner' ? 'For students' : 'For tutors'}
        </Button>
      ))}
    </Group>
  )
}

function Header({ view, title }: { view: Audience; title: string }) {
  return (
    <Stack gap="lg">
      <ViewSwitch view={view} />
      <Text fz="sm" fw={800} c="ember.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        Free · Small groups · Live online
      </Text>
      <Title order={1} fz={{ base: 34, sm: 50 }} lh={1.1}>
        {view === 'learner' ? title : `Host a ${title.replace(/Workshops$/, 'Workshop')}`}
      </Title>
      <Text fz={{ base: 'lg', sm: 'xl' }} c="dark.5" maw={640}>
        {view === 'learner'
          ? 'Get real help with your college essay, your application, your college list and financial aid, in small groups led by volunteer tutors who went through it recently.'
          : 'Help high school students through college admissions. Lead a small group through a two- or four-week workshop with a ready-made plan.'}
      </Text>
      <Group gap="sm">
        <Button component="a" href="#sign-up" size="lg">
          {view === 'learner' ? 'Sign up for a workshop' : 'Start hosting'}
        </Button>
        <Button component="a" href="#what-youll-do" size="lg" variant="default">
          {view === 'learner' ? 'See the workshops' : "What you'll do"}
        </Button>
      </Group>
    </Stack>
  )
}

function Factoids({ view, facts }: Pick<Props, 'view' | 'facts'>) {
  const items =
    view === 'learner'
      ? [
          { value: facts.tutors, label: 'volunteer tutors on Peerhaven' },
          { value: String(facts.maxClassSize), label: 'learners at most per workshop' },
          { value: `${facts.sessionsPerWeek}×`, label: `sessions a week, ${facts.sessionLengths}` },
          { value: '$0', label: 'for every workshop, always' },
        ]
      : [
          { value: facts.tutors, label: 'volunteer tutors already on Peerhaven' },
          { value: facts.lengths, label: 'per workshop, two sessions a week' },
          { value: String(facts.maxClassSize), label: 'learners at most in your group' },
          { value: 'Ready-made', label: 'lesson plan for every session' },
        ]
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="section" aria-label="Facts">
      {items.map((item) => (
        <Card key={item.label} radius="lg" padding="lg" bg="haven.0">
          <Text fz={{ base: 22, sm: 28 }} fw={800} c="haven.8" lh={1.15}>
            {item.value}
          </Text>
          <Text fz="sm" c="dark.5">
            {item.label}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}

function ItemGrid({ items, id, title }: { items: Item[]; id: string; title: string }) {
  return (
    <Stack gap="lg" component="section" aria-labelledby={id}>
      <Title order={2} id={id} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {items.map((item) => (
          <Stack key={item.title} gap="xs">
            <ThemeIcon size={44} radius="md" variant="light">
              {item.icon}
            </ThemeIcon>
            <Title order={3} fz="lg">
              {item.title}
            </Title>
            <Text c="dimmed">{item.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

function format(offering: Offering) {
  if (offering.oneTime) return `One ${offering.sessionMinutes}-minute session`
  return `${offering.weeks} weeks · ${offering.sessionsPerWeek} sessions a week · ${offering.sessionMinutes} minutes`
}

function Offerings({ view, offerings }: Pick<Props, 'view' | 'offerings'>) {
  return (
    <Stack gap="lg" component="section" aria-labelledby="what-youll-do">
      <Title order={2} id="what-youll-do" fz={{ base: 24, sm: 30 }} style={{ scrollMarginTop: 96 }}>
        What you'll do
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {offerings.map((offering) => (
          <Card key={offering.slug} withBorder radius="lg" padding="lg">
            <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
              <Title order={3} fz="lg">
                {offering.title}
              </Title>
              {offering.oneTime && (
                <Badge variant="light" color="ember">
                  One-time
                </Badge>
              )}
            </Group>
            <Text fz="sm" fw={600} c="haven.8" mb="xs">
              {format(offering)}
            </Text>
            <Text c="dimmed" fz="sm" mb="sm">
              {offering.description}
            </Text>
            <List spacing={4} size="sm">
              {(view === 'learner' ? offering.forLearners : offering.forTutors).map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** /college-admissions (learner view) and /college-admissions?view=tutor (tutor view). */
export default function CollegeAdmissionsWorkshops(props: Props) {
  const { view } = props
  return (
    <>
      <Head
        title={
          view === 'learner'
            ? props.title
            : `Host a ${props.title.replace(/Workshops$/, 'Workshop')}`
        }
      />
      <Box bg="linear-gradient(180deg, var(--mantine-color-haven-0) 0%, var(--mantine-color-body) 100%)">
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Grid gap={{ base: 32, md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Header view={view} title={props.title} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <SignUpCard
                view={view}
                iteration={props.iteration}
                lastEnded={props.lastEnded}
                signedIn={props.signedIn}
                waitlist={props.waitlist[view]}
                links={props.links}
              />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap={56}>
          <Factoids view={view} facts={props.facts} />
          <ItemGrid
            items={BENEFITS[view]}
            id="benefits"
            title={view === 'learner' ? 'Why join a workshop' : 'Why host'}
          />
          <ItemGrid items={STEPS[view]} id="how-it-works" title="How it works" />
          <Offerings view={view} offerings={props.offerings} />
        </Stack>
      </Container>
    </>
  )
}
