import { IconHeartHandshake } from '@tabler/icons-react'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Stats = Data.Site.Claims
type Props = { stats: Stats }

function sections(tutors: string): ContentSection[] {
  return [
    {
      id: 'what-we-do',
      title: 'What Peerhaven is',
      content: (
        <>
          <p>
            Peerhaven is an online place where learners get help from volunteer tutors in live,
            small-group sessions. You pick a topic, save a seat, and join a session with a tutor
            and a handful of other learners. There is no fee, no subscription and no upsell.
          </p>
          <p>
            Sessions are organised into communities called worlds, one per subject or program:
            Algebra 2, Pre-Calculus, the SAT, college preparation and more. Each world has its own
            sessions, multi-week series and a forum where you can keep the conversation going
            after the session ends.
          </p>
          <p>
            Beyond everyday tutoring, Peerhaven runs programs with a clear shape: a four-week SAT
            bootcamp, college admissions workshops, learning labs for Pre-Calculus and Algebra 2,
            live help when you are stuck on homework, and dialogues that bring young people from
            different places together to talk.
          </p>
        </>
      ),
    },
    {
      id: 'peer-tutoring-benefits',
      title: 'Why peer tutoring works',
      tocLabel: 'Peer tutoring benefits',
      content: (
        <>
          <p>
            Many of our tutors are students themselves, only a few years ahead of the learners they
            help. That closeness is the point.
          </p>
          <ul>
            <li>
              <strong>It feels easier to ask.</strong> A tutor who sat the same exam last year
              remembers exactly where it got confusing, and a small group makes it normal to say
              “can you go over that again?”
            </li>
            <li>
              <strong>Explanations land.</strong> Peers tend to explain things the way you would
              explain them to a friend: with examples that make sense to you.
            </li>
            <li>
              <strong>Tutors learn twice.</strong> Teaching a topic is one of the best ways to
              really understand it, so tutors grow alongside their learners.
            </li>
            <li>
              <strong>It builds a habit.</strong> Regular sessions and series give you a rhythm,
              and a community to come back to when the next unit gets hard.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-it-works',
      title: 'How a session works',
      content: (
        <>
          <ol>
            <li>
              <strong>Find a session.</strong> Browse by topic or world and register for a time
              that suits you. Some topics run as series, so you can follow one tutor for several
              weeks.
            </li>
            <li>
              <strong>Join live.</strong> Sessions are online, in small groups, with a certified
              tutor. Bring your questions, or follow the plan the tutor prepared.
            </li>
            <li>
              <strong>Share feedback.</strong> After each session you rate how helpful it was. Your
              feedback goes to the tutor and to the peer reviewers who help tutors improve.
            </li>
          </ol>
          <p>
            When you know a topic well, you can earn a certification in it and start tutoring the
            learners who come after you. See <PageLink href="/become-a-tutor">becoming a tutor</PageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'run-by-volunteers',
      title: 'Run by volunteers',
      content: (
        <>
          <p>
            Peerhaven’s tutor community counts {tutors} volunteers. They host sessions, review
            each other’s teaching, mentor new tutors, moderate the worlds and help run our
            programs. A small staff team looks after safety, keeps the platform running and
            supports the volunteers.
          </p>
          <p>
            Volunteering here is real work and we treat it that way: every session hosted counts
            towards your volunteer hours, and experienced volunteers take on roles with more
            responsibility, from coaching to peer review. Read more about{' '}
            <PageLink href="/about/team">who runs Peerhaven</PageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'non-profit',
      title: 'Free, because we are a non-profit',
      content: (
        <>
          <p>
            Peerhaven is a non-profit. We exist to make good help available to any learner with an
            internet connection, not to make money from families. Sessions are free for learners,
            and tutors give their time freely.
          </p>
          <p>
            We don’t sell ads and we don’t sell data. Our costs are kept low on purpose: most of
            the work is done by volunteers, and what remains is paid for by donations.
            Our <PageLink href="/about/privacy">privacy policy</PageLink> explains what we collect
            and why, in plain language.
          </p>
        </>
      ),
    },
    {
      id: 'safety',
      title: 'Safety comes first',
      content: (
        <p>
          Most of our learners are between 13 and 18, so safety is part of how every session is
          built: sessions are group-only, tutors are certified and peer reviewed, recordings are
          reviewed by our safety team, and anyone can report a concern in one click. The full list
          is on our <PageLink href="/session-safety">session safety</PageLink> page, and the
          behaviour we expect from everyone is in the{' '}
          <PageLink href="/community-guidelines">community guidelines</PageLink>.
        </p>
      ),
    },
    {
      id: 'join-us',
      title: 'Ways to join in',
      content: (
        <ul>
          <li>
            <strong>Learners</strong> aged 13 and up can sign up and join a session this week.
          </li>
          <li>
            <strong>Tutors</strong> can get certified in a topic and start hosting:{' '}
            <PageLink href="/become-a-tutor">become a tutor</PageLink>.
          </li>
          <li>
            <strong>Teachers and counselors</strong> can point students our way:{' '}
            <PageLink href="/educators">Peerhaven for educators</PageLink>.
          </li>
          <li>
            <strong>Schools and non-profits</strong> can work with us on programs:{' '}
            <PageLink href="/partnerships">partnerships</PageLink>.
          </li>
        </ul>
      ),
    },
  ]
}

/** /about (spec 000 §2.2): what Peerhaven is and how it is run. */
export default function About({ stats }: Props) {
  return (
    <ContentPage
      title="About Peerhaven"
      documentTitle="About"
      eyebrow="Free · Non-profit · Peer to peer"
      intro={
        <p style={{ margin: 0 }}>
          Peerhaven is a free, non-profit peer-tutoring community. Learners, many of them aged 13
          to 18, get help in live small-group sessions from a community of {stats.tutors} volunteer
          tutors, who learn as much from teaching as their learners do from them.
        </p>
      }
      sections={sections(stats.tutors)}
      footer={
        <Callout
          icon={<IconHeartHandshake size={24} aria-hidden="true" />}
          title="Come and learn with us"
          visitor={{ label: 'Create a free account', href: '/signup' }}
          member={{ label: 'Go to your dashboard', href: '/dashboard' }}
          secondary={{ label: 'Read the FAQ', href: '/about/faq' }}
        >
          It takes a minute to sign up, and your first session could be this week.
        </Callout>
      }
    />
  )
}
