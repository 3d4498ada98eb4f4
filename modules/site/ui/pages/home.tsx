import type { ReactNode } from 'react'
import { Head, Link } from '@inertiajs/react'
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconCertificate,
  IconFlag,
  IconHeartHandshake,
  IconMessageCircleStar,
  IconSchool,
  IconSearch,
  IconShieldCheck,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react'
import type { Data } from '~generated/data'

type Stats = Data.Site.Claims
type Props = { stats: Stats }

type Feature = { icon: ReactNode; title: string; text: string }

const STEPS: Feature[] = [
  {
    icon: <IconSearch size={26} aria-hidden="true" />,
    title: 'Find a session',
    text: 'Browse small-group sessions by topic, from Algebra 2 and Pre-Calculus to SAT prep and college essays, and save a seat at a time that suits you.',
  },
  {
    icon: <IconVideo size={26} aria-hidden="true" />,
    title: 'Join live',
    text: 'Meet your volunteer tutor and a handful of other learners online. Ask questions, work through problems together and leave with a plan.',
  },
  {
    icon: <IconMessageCircleStar size={26} aria-hidden="true" />,
    title: 'Share feedback, pass it on',
    text: 'Rate the session so tutors keep getting better. Once you know a topic well, get certified and tutor the learners coming after you.',
  },
]

const AUDIENCES: Array<Feature & { points: string[] }> = [
  {
    icon: <IconSchool size={26} aria-hidden="true" />,
    title: 'Learners aged 13 and up',
    text: 'Help with what your class is covering right now, or a head start on what comes next.',
    points: [
      'Every session is free',
      'Small groups, so you get heard',
      'Test prep and college advice too',
    ],
  },
  {
    icon: <IconHeartHandshake size={26} aria-hidden="true" />,
    title: 'Volunteer tutors',
    text: 'Share what you know, sharpen it by teaching, and count the hours you give.',
    points: [
      'Training and certification per topic',
      'Peer review that helps you grow',
      'Host on a schedule you choose',
    ],
  },
  {
    icon: <IconUsersGroup size={26} aria-hidden="true" />,
    title: 'Parents and educators',
    text: 'A safe, structured place to send the students who need one more explanation.',
    points: [
      'No cost to families or schools',
      'Clear safety rules for every session',
      'Programs for clubs and classrooms',
    ],
  },
]

const SAFETY: Feature[] = [
  {
    icon: <IconCertificate size={24} aria-hidden="true" />,
    title: 'Trained, certified tutors',
    text: 'Tutors complete training and earn a certification for each topic before they host, and their sessions are peer reviewed.',
  },
  {
    icon: <IconVideo size={24} aria-hidden="true" />,
    title: 'Group sessions, recorded',
    text: 'Sessions are group-only, never one-to-one in private, and they are recorded so our safety team can review them.',
  },
  {
    icon: <IconFlag size={24} aria-hidden="true" />,
    title: 'Report in one click',
    text: 'Anyone can report a concern from any session or page. Our staff reviews every report.',
  },
]

function SectionTitle({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string
  eyebrow: string
  title: string
  children?: ReactNode
}) {
  return (
    <Stack gap="xs" align="center" ta="center" mb={40}>
      <Text fz="sm" fw={700} c="haven.7" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {eyebrow}
      </Text>
      <Title order={2} id={id} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={620} fz="lg">
          {children}
        </Text>
      )}
    </Stack>
  )
}

function Hero({ tutors }: { tutors: string }) {
  return (
    <Box bg="linear-gradient(180deg, var(--mantine-color-haven-0) 0%, var(--mantine-color-ember-0) 100%)">
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <Stack gap="lg" maw={720}>
          <Text fz="sm" fw={800} c="ember.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            Free · Non-profit · For learners 13–18
          </Text>
          <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.1}>
            Learn together. Tutor for free.
          </Title>
          <Text fz={{ base: 'lg', sm: 'xl' }} c="dark.5" maw={620}>
            Peerhaven brings learners and volunteer tutors together in live, small-group sessions.
            Bring your questions, leave with answers, and never pay a cent.
          </Text>
          <Group gap="sm">
            <Button component={Link} href="/signup" size="lg" data-testid="home-sign-up">
              Sign Up
            </Button>
            <Button
              component={Link}
              href="/login"
              size="lg"
              variant="default"
              data-testid="home-sign-in"
            >
              Sign In
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            Join a community of {tutors} volunteer tutors.
          </Text>
        </Stack>
      </Container>
    </Box>
  )
}

function HowItWorks() {
  return (
    <Container
      size="lg"
      py={{ base: 56, sm: 88 }}
      component="section"
      aria-labelledby="how-it-works"
    >
      <SectionTitle
        id="how-it-works"
        eyebrow="How it works"
        title="Three steps to your first session"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {STEPS.map((step, index) => (
          <Stack key={step.title} gap="sm">
            <Group gap="sm">
              <ThemeIcon size={48} radius="xl" variant="light">
                {step.icon}
              </ThemeIcon>
              <Text fw={800} c="haven.7" fz="sm">
                Step {index + 1}
              </Text>
            </Group>
            <Title order={3} fz="xl">
              {step.title}
            </Title>
            <Text c="dimmed">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  )
}

function WhoItsFor() {
  return (
    <Box bg="gray.0" component="section" aria-labelledby="who-its-for">
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SectionTitle
          id="who-its-for"
          eyebrow="Who it's for"
          title="A place for everyone who loves to learn"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {AUDIENCES.map((audience) => (
            <Card key={audience.title} withBorder radius="lg" padding="xl">
              <ThemeIcon size={48} radius="md" color="ember" variant="light" mb="md">
                {audience.icon}
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {audience.title}
              </Title>
              <Text c="dimmed" mb="md">
                {audience.text}
              </Text>
              <List spacing={6} size="sm">
                {audience.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

function Community({ tutors }: { tutors: string }) {
  return (
    <Container size="lg" py={{ base: 56, sm: 88 }} component="section" aria-labelledby="community">
      <Card radius="xl" padding={0} bg="haven.7" c="white">
        <Stack align="center" ta="center" gap="md" p={{ base: 'xl', sm: 56 }}>
          <Text fz={{ base: 32, sm: 44 }} fw={800} lh={1.1}>
            {tutors}
          </Text>
          <Title order={2} id="community" fz={{ base: 22, sm: 28 }} c="white">
            volunteer tutors give their time on Peerhaven
          </Title>
          <Text maw={560} c="haven.0">
            Many are students themselves. They remember what it feels like to be stuck, and they
            know that explaining something is the best way to truly understand it.
          </Text>
          <Button component={Link} href="/signup" variant="white" size="md">
            Become a tutor
          </Button>
        </Stack>
      </Card>
    </Container>
  )
}

function Safety() {
  return (
    <Box bg="ember.0" component="section" aria-labelledby="safety">
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SectionTitle id="safety" eyebrow="Safety first" title="Built for learners under 18">
          Most of our learners are teenagers, so safety is designed into every session, not added on
          afterwards.
        </SectionTitle>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {SAFETY.map((item) => (
            <Group key={item.title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon
                size={44}
                radius="md"
                variant="white"
                color="haven"
                style={{ flexShrink: 0 }}
              >
                {item.icon}
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={3} fz="md">
                  {item.title}
                </Title>
                <Text c="dark.5" fz="sm">
                  {item.text}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

function ClosingCall() {
  return (
    <Container
      size="sm"
      py={{ base: 56, sm: 88 }}
      component="section"
      aria-labelledby="get-started"
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconShieldCheck size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} id="get-started" fz={{ base: 26, sm: 34 }}>
          Your next question deserves an answer
        </Title>
        <Text c="dimmed" fz="lg">
          Create a free account in a minute, pick a topic and join a session this week.
        </Text>
        <Group gap="sm" justify="center">
          <Button component={Link} href="/signup" size="md">
            Create a free account
          </Button>
          <Button component={Link} href="/login" size="md" variant="subtle">
            I already have an account
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

/** The logged-out home page (route GET /, modules/site). */
export default function Home({ stats }: Props) {
  return (
    <>
      <Head title="Free peer tutoring for learners 13–18" />
      <Hero tutors={stats.tutors} />
      <HowItWorks />
      <WhoItsFor />
      <Community tutors={stats.tutors} />
      <Safety />
      <ClosingCall />
    </>
  )
}
