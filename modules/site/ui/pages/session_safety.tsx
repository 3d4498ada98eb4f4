import type { ReactNode } from 'react'
import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core'
import {
  IconCertificate,
  IconEyeCheck,
  IconFlag,
  IconLock,
  IconShieldHeart,
  IconUsersGroup,
} from '@tabler/icons-react'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Emails = Data.Site.Claims.Variants['forEmails']
type Props = { emails: Emails }

type Measure = { id: string; icon: ReactNode; title: string; text: string }

const MEASURES: Measure[] = [
  {
    id: 'group-sessions',
    icon: <IconUsersGroup size={22} aria-hidden="true" />,
    title: 'Group sessions only',
    text: 'Tutoring happens in groups, never one-to-one behind closed doors.',
  },
  {
    id: 'certified-tutors',
    icon: <IconCertificate size={22} aria-hidden="true" />,
    title: 'Certified, peer-reviewed tutors',
    text: 'Tutors are certified per topic, and other tutors review their sessions.',
  },
  {
    id: 'recordings',
    icon: <IconEyeCheck size={22} aria-hidden="true" />,
    title: 'Recordings reviewed',
    text: 'Sessions are recorded, and our safety team reviews them.',
  },
  {
    id: 'report-button',
    icon: <IconFlag size={22} aria-hidden="true" />,
    title: 'A report button everywhere',
    text: 'One click sends a concern to trained staff.',
  },
  {
    id: 'no-private-contact',
    icon: <IconLock size={22} aria-hidden="true" />,
    title: 'No private contact',
    text: 'Nobody shares phone numbers, emails or social handles.',
  },
]

function Overview() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      {MEASURES.map((measure) => (
        <Card key={measure.id} withBorder radius="lg" padding="md" component="a" href={`#${measure.id}`}>
          <Stack gap={6}>
            <ThemeIcon size={36} radius="md" variant="light">
              {measure.icon}
            </ThemeIcon>
            <Text fw={700} c="dark.8">
              {measure.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {measure.text}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}

function sections(emails: Emails): ContentSection[] {
  return [
    {
      id: 'group-sessions',
      title: 'Group sessions only',
      content: (
        <>
          <p>
            Every tutoring session on Peerhaven is a group session: a tutor, sometimes a co-host,
            and a small group of learners. There are no private one-to-one video calls between a
            tutor and a learner.
          </p>
          <p>
            Sessions take place on Peerhaven’s own session pages, so everything that happens in
            them stays inside the safety measures described here.
          </p>
        </>
      ),
    },
    {
      id: 'certified-tutors',
      title: 'Certified and peer-reviewed tutors',
      content: (
        <>
          <p>Before anyone can host a session, they have to earn it:</p>
          <ul>
            <li>Our team reviews every new account before approving it.</li>
            <li>Tutors complete training on teaching and on keeping learners safe.</li>
            <li>
              Tutors earn a certification for each topic they teach, so an Algebra 2 tutor has shown
              they know Algebra 2.
            </li>
            <li>
              Experienced tutors peer review sessions and give feedback, and learners rate every
              session. A tutor who receives worrying feedback is reviewed, and can lose their
              certification.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'recordings',
      title: 'Recordings reviewed for safety',
      content: (
        <p>
          Sessions are recorded. Our safety team reviews recordings, both when a concern is
          reported and as part of regular checks, and peer reviewers use them to help tutors
          improve. Recordings are never published, and they are kept only for a limited time (see
          our <PageLink href="/about/privacy#recordings">privacy policy</PageLink>).
        </p>
      ),
    },
    {
      id: 'report-button',
      title: 'A report button, everywhere',
      content: (
        <>
          <p>
            Every session, post, comment, message and profile has a Report button. A report goes to
            our trained safety team with the context they need, and the person reported is not told
            who reported them. Reports about possible harm to a young person are handled first.
          </p>
          <p>
            You can also write to <MailLink address={emails.safety} />. If someone is in immediate
            danger, contact your local emergency services first.
          </p>
        </>
      ),
    },
    {
      id: 'no-private-contact',
      title: 'No private contact',
      content: (
        <>
          <p>
            Tutors and learners never need each other’s phone numbers, personal email addresses or
            social media accounts, and asking for or sharing them is against our{' '}
            <PageLink href="/community-guidelines">community guidelines</PageLink>. Email addresses
            and phone numbers are never shown on profiles.
          </p>
          <p>
            For learners under 18, last names are not shown publicly either. Read more in{' '}
            <PageLink href="/about/privacy#minors">learners under 18</PageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'for-parents',
      title: 'For parents and guardians',
      content: (
        <p>
          Some programs ask for your consent before your child can take part, and you can ask us
          at any time to see or delete your child’s data. If you have a concern about something
          that happened on Peerhaven, write to <MailLink address={emails.safety} /> and a member of
          the safety team will reply.
        </p>
      ),
    },
  ]
}

/** /session-safety: the session safety measures (spec 000 §2.6 How it Works menu). */
export default function SessionSafety({ emails }: Props) {
  return (
    <ContentPage
      title="Session safety measures"
      documentTitle="Session safety"
      eyebrow="Safety first"
      intro={
        <p style={{ margin: 0 }}>
          Most of our learners are between 13 and 18. Safety is built into how every session works,
          not added afterwards. Here is what we do, and what you can do.
        </p>
      }
      banner={<Overview />}
      sections={sections(emails)}
      footer={
        <Callout
          icon={<IconShieldHeart size={24} aria-hidden="true" />}
          title="Questions about safety?"
          secondary={{ label: `Email ${emails.safety}`, href: `mailto:${emails.safety}`, external: true }}
        >
          Our safety team is happy to explain how we protect learners, to parents, teachers and
          learners alike.
        </Callout>
      }
    />
  )
}
