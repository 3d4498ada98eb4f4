import { IconFlag } from '@tabler/icons-react'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Emails = Data.Site.Claims.Variants['forEmails']
type Props = { emails: Emails }

function sections(emails: Emails): ContentSection[] {
  return [
    {
      id: 'be-kind',
      title: 'Be kind and respectful',
      content: (
        <>
          <p>
            Everyone here is learning something, including the tutors. Questions that seem simple
            are welcome, mistakes are normal, and nobody should be made to feel small for asking.
          </p>
          <ul>
            <li>Be patient, especially with people who are just starting out.</li>
            <li>Disagree with ideas, not with people, and keep your tone friendly.</li>
            <li>
              No harassment, bullying, threats, hate speech or discrimination of any kind, whether
              it is about race, ethnicity, religion, gender, sexual orientation, disability, age or
              anything else.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'keep-it-appropriate',
      title: 'Keep it appropriate',
      content: (
        <>
          <p>Many members are teenagers. Everything you say, share or show must suit that audience:</p>
          <ul>
            <li>No sexual content, no graphic violence, no crude or shocking material.</li>
            <li>No overly personal questions or comments, and no flirting.</li>
            <li>No content promoting drugs, alcohol, weapons, gambling or self-harm.</li>
            <li>Keep your camera background, your username and your profile picture appropriate too.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'stay-on-peerhaven',
      title: 'Keep contact on Peerhaven',
      content: (
        <>
          <p>
            Learning happens in group sessions and in the worlds, where our safety measures apply.
          </p>
          <ul>
            <li>
              Don’t ask for or share phone numbers, personal email addresses, home addresses,
              social media handles or other private contact details.
            </li>
            <li>Don’t invite anyone to a private call, chat or meeting outside Peerhaven.</li>
            <li>
              Tutors: if a learner offers their contact details, don’t accept them, and remind them
              of this rule kindly.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'honesty',
      title: 'Be honest',
      content: (
        <ul>
          <li>Use your real name and your real age. Don’t pretend to be someone else.</li>
          <li>
            Tutors help you learn; they don’t do your homework or take your tests for you. Don’t ask
            them to, and tutors, don’t offer.
          </li>
          <li>Complete certifications and training yourself, without outside help.</li>
          <li>Give feedback that is honest and specific, so tutors can get better.</li>
        </ul>
      ),
    },
    {
      id: 'respect-privacy',
      title: 'Respect people’s privacy',
      content: (
        <ul>
          <li>Don’t record, screenshot or share sessions or messages outside Peerhaven.</li>
          <li>Don’t share anyone’s personal information, even if you think it is public elsewhere.</li>
          <li>Keep your password to yourself and your account for yourself.</li>
        </ul>
      ),
    },
    {
      id: 'no-spam',
      title: 'No spam, ads or selling',
      content: (
        <p>
          Peerhaven is free and non-commercial. Don’t advertise, sell, recruit for paid tutoring,
          fundraise for other causes or post the same thing again and again. Links you share should
          help with what is being discussed.
        </p>
      ),
    },
    {
      id: 'reporting',
      title: 'If something isn’t right, report it',
      content: (
        <>
          <p>
            Use the Report button next to a session, post, comment, message or profile. Reports go
            to our trained safety team, and the person you report is not told who reported them.
            You can also write to <MailLink address={emails.safety} />.
          </p>
          <p>
            Reporting is not telling on someone: it is how we keep this a place where everyone can
            learn. If you are ever unsure, report it and let us take a look.
          </p>
        </>
      ),
    },
    {
      id: 'what-happens',
      title: 'What happens when guidelines are broken',
      content: (
        <>
          <p>
            Depending on how serious it is, our team may remove content, send a message from the
            moderation team, pause what an account can do, or suspend or close it. When a
            learner’s safety may be at risk, we act immediately and may involve the authorities.
          </p>
          <p>
            If you think a decision about your account was a mistake, write to{' '}
            <MailLink address={emails.help} subject="Appeal" /> and a person will review it. These
            guidelines are part of our <PageLink href="/about/terms">terms of use</PageLink>.
          </p>
        </>
      ),
    },
  ]
}

/** /community-guidelines: how everyone is expected to behave. */
export default function CommunityGuidelines({ emails }: Props) {
  return (
    <ContentPage
      title="Community guidelines"
      eyebrow="Community"
      intro={
        <p style={{ margin: 0 }}>
          Peerhaven works because people treat each other well. These guidelines apply to everyone,
          learners, tutors and staff alike, in sessions, in the worlds and in messages.
        </p>
      }
      sections={sections(emails)}
      footer={
        <Callout
          icon={<IconFlag size={24} aria-hidden="true" />}
          title="See how sessions are kept safe"
          secondary={{ label: 'Session safety measures', href: '/session-safety' }}
        >
          Group sessions, certified tutors, reviewed recordings and a report button everywhere.
        </Callout>
      }
    />
  )
}
