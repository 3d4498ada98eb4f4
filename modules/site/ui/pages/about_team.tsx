import { IconUsersGroup } from '@tabler/icons-react'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Stats = Data.Site.Claims
type Emails = Data.Site.Claims.Variants['forEmails']
type Props = { stats: Stats; emails: Emails }

function sections(stats: Stats, emails: Emails): ContentSection[] {
  return [
    {
      id: 'volunteers',
      title: 'Volunteers do most of the work',
      content: (
        <>
          <p>
            Peerhaven is built on a community of {stats.tutors} volunteer tutors. Most of the
            people you meet here give their time for free, and most of them started out as
            learners or as students who wanted to help.
          </p>
          <p>Volunteers take on different roles as they gain experience:</p>
          <ul>
            <li>
              <strong>Tutors</strong> host live sessions and series in the topics they are
              certified in.
            </li>
            <li>
              <strong>Peer reviewers</strong> watch sessions and give other tutors specific,
              kind feedback on their teaching.
            </li>
            <li>
              <strong>Mentors and coaches</strong> support new tutors through their first sessions
              and help experienced ones grow.
            </li>
            <li>
              <strong>Moderators</strong> look after the worlds: they welcome newcomers, keep
              conversations on topic and step in when something isn’t right.
            </li>
            <li>
              <strong>Program teams</strong> plan and run the SAT bootcamp, the college admissions
              workshops, the learning labs and our other programs.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'staff',
      title: 'A small staff team',
      content: (
        <>
          <p>
            A small group of staff keeps the lights on. They are responsible for the things that
            should never depend on someone’s spare time:
          </p>
          <ul>
            <li>
              <strong>Trust and safety</strong>: reviewing reports and session recordings,
              approving new accounts, and acting quickly when a learner might be at risk.
            </li>
            <li>
              <strong>Community and programs</strong>: supporting volunteers, running training and
              certification, and working with schools and partner organisations.
            </li>
            <li>
              <strong>Product and engineering</strong>: building and running the platform, with
              help from volunteer engineers.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-decisions-are-made',
      title: 'How decisions are made',
      content: (
        <p>
          As a non-profit, we answer to our mission rather than to investors. When we decide what
          to build or change, we start from what learners and volunteers tell us: session feedback,
          ideas posted in the community and conversations with tutors. Safety decisions are made
          by trained staff, never by an algorithm alone.
        </p>
      ),
    },
    {
      id: 'join-the-team',
      title: 'Join the team',
      content: (
        <>
          <p>
            The easiest way to join is to <PageLink href="/become-a-tutor">become a tutor</PageLink>.
            Once you have hosted a few sessions, more volunteer roles open up to you, from peer
            review to moderation.
          </p>
          <p>
            Interested in helping in another way? Write to{' '}
            <MailLink address={emails.help} subject="Volunteering at Peerhaven" /> and tell us what
            you’d like to do.
          </p>
        </>
      ),
    },
  ]
}

/** /about/team: who runs Peerhaven. */
export default function AboutTeam({ stats, emails }: Props) {
  return (
    <ContentPage
      title="The people behind Peerhaven"
      documentTitle="Our team"
      eyebrow="About · Team"
      intro={
        <p style={{ margin: 0 }}>
          Peerhaven is run by volunteers, with a small staff team behind them. Here is who does
          what, and how you can become one of us.
        </p>
      }
      sections={sections(stats, emails)}
      footer={
        <Callout
          icon={<IconUsersGroup size={24} aria-hidden="true" />}
          title="Share what you know"
          visitor={{ label: 'Become a tutor', href: '/become-a-tutor' }}
          member={{ label: 'Become a tutor', href: '/become-a-tutor' }}
          secondary={{ label: 'Contact us', href: '/about/contact' }}
        >
          Every session you host helps a learner and counts towards your volunteer hours.
        </Callout>
      }
    />
  )
}
