import type { ReactNode } from 'react'
import { Alert, Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconLifebuoy, IconNews, IconShieldHeart } from '@tabler/icons-react'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Emails = Data.Site.Claims.Variants['forEmails']
type Props = { emails: Emails }

function ContactCard({
  icon,
  title,
  address,
  children,
}: {
  icon: ReactNode
  title: string
  address: string
  children: ReactNode
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {children}
        </Text>
        <Anchor href={`mailto:${address}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Anchor>
      </Stack>
    </Card>
  )
}

function sections(emails: Emails): ContentSection[] {
  return [
    {
      id: 'help-desk',
      title: 'Help desk',
      content: (
        <>
          <p>
            Questions about your account, a session, certification or volunteer hours? Write to our
            help desk at <MailLink address={emails.help} />. A person reads every message.
          </p>
          <p>
            It helps us answer faster if you write from the email address of your Peerhaven account
            and tell us your username and, for a session, its date and title. Please don’t send
            passwords: we will never ask for yours.
          </p>
          <p>
            Many answers are already in the <PageLink href="/about/faq">FAQ</PageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'safety',
      title: 'Safety concerns',
      content: (
        <>
          <p>
            If something in a session, a message or a post made you or someone else feel unsafe,
            use the Report button next to it: the report goes straight to our safety team with the
            context they need. You can also write to <MailLink address={emails.safety} />, for
            example about something that happened outside a session.
          </p>
          <p>
            Parents and guardians can write to the same address about their child’s account. Read
            how we keep sessions safe on the <PageLink href="/session-safety">session safety</PageLink>{' '}
            page.
          </p>
        </>
      ),
    },
    {
      id: 'press',
      title: 'Press and media',
      content: (
        <p>
          Journalists and researchers can reach us at <MailLink address={emails.press} />. To
          protect our learners, we don’t arrange interviews with learners under 18 without their
          parent or guardian’s consent.
        </p>
      ),
    },
    {
      id: 'schools-and-organisations',
      title: 'Schools and organisations',
      content: (
        <p>
          Teachers, counselors, schools and non-profits who want to work with us will find what we
          offer on the <PageLink href="/educators">educators</PageLink> and{' '}
          <PageLink href="/partnerships">partnerships</PageLink> pages, and can write to{' '}
          <MailLink address={emails.help} subject="Partnership" />.
        </p>
      ),
    },
  ]
}

/** /about/contact: the help desk, safety and press mail links. */
export default function AboutContact({ emails }: Props) {
  return (
    <ContentPage
      title="Contact us"
      eyebrow="About · Contact"
      intro={
        <p style={{ margin: 0 }}>
          We are a small team with a lot of volunteers, and we read everything. Pick the address
          that fits and we’ll get back to you.
        </p>
      }
      banner={
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ContactCard
              icon={<IconLifebuoy size={22} aria-hidden="true" />}
              title="Help desk"
              address={emails.help}
            >
              Accounts, sessions, tutoring and everything else.
            </ContactCard>
            <ContactCard
              icon={<IconShieldHeart size={22} aria-hidden="true" />}
              title="Safety team"
              address={emails.safety}
            >
              Anything that made someone feel unsafe.
            </ContactCard>
            <ContactCard
              icon={<IconNews size={22} aria-hidden="true" />}
              title="Press"
              address={emails.press}
            >
              Journalists, researchers and media requests.
            </ContactCard>
          </SimpleGrid>
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            title="In an emergency"
          >
            If you or someone else is in immediate danger, contact your local emergency services
            first. Email is not watched around the clock.
          </Alert>
        </Stack>
      }
      sections={sections(emails)}
    />
  )
}
