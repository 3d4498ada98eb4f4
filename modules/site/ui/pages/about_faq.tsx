import type { ReactNode } from 'react'
import { IconMessageQuestion } from '@tabler/icons-react'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Stats = Data.Site.Claims
type Emails = Data.Site.Claims.Variants['forEmails']
type Props = { stats: Stats; emails: Emails }

function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <>
      <h3>{q}</h3>
      {children}
    </>
  )
}

function sections(stats: Stats, emails: Emails): ContentSection[] {
  return [
    {
      id: 'learners',
      title: 'For learners',
      content: (
        <>
          <Question q="Does it really cost nothing?">
            <p>
              Yes. Peerhaven is a non-profit and every session, series and program is free for
              learners. There is no trial period and no paid tier.
            </p>
          </Question>
          <Question q="How old do I need to be?">
            <p>
              You need to be at least 13 to have an account. Most of our learners are between 13
              and 18, and many college students and adults use Peerhaven too.
            </p>
          </Question>
          <Question q="What subjects can I get help with?">
            <p>
              Math from Algebra 2 to Pre-Calculus, SAT preparation, college applications and essays,
              and a growing list of other topics. Each subject has its own world with sessions,
              series and a forum.
            </p>
          </Question>
          <Question q="What happens in a session?">
            <p>
              You join a live online session with a certified volunteer tutor and a small group of
              other learners. You can ask questions, work through problems together or follow the
              tutor’s plan. Afterwards you rate the session and can leave feedback for the tutor.
            </p>
          </Question>
          <Question q="What if I can’t make a session I registered for?">
            <p>
              Cancel your registration from your dashboard as early as you can, so someone else can
              take the seat. Repeatedly missing sessions without cancelling can pause your ability
              to register for a while.
            </p>
          </Question>
        </>
      ),
    },
    {
      id: 'tutors',
      title: 'For tutors',
      content: (
        <>
          <Question q="Who can become a tutor?">
            <p>
              Anyone with a Peerhaven account who knows a topic well and wants to help. Many of our{' '}
              {stats.tutors} tutors are high school or college students. Before you host, you
              complete a short training and earn a certification in each topic you want to tutor.
            </p>
          </Question>
          <Question q="Do tutoring hours count as volunteer hours?">
            <p>
              Yes. The sessions you host and the volunteer roles you take on are recorded as
              volunteer hours, which you can see on your account.
            </p>
          </Question>
          <Question q="How much time do I need to give?">
            <p>
              As much or as little as you like. You choose when you host, and a single session a
              week already makes a difference.
            </p>
          </Question>
          <p>
            More in <PageLink href="/become-a-tutor">Become a tutor</PageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'parents-and-educators',
      title: 'For parents and educators',
      content: (
        <>
          <Question q="How do you keep young learners safe?">
            <p>
              Sessions are group-only, tutors are trained, certified and peer reviewed, session
              recordings are reviewed by our safety team and anyone can report a concern in one
              click. The full list is on our <PageLink href="/session-safety">session safety</PageLink>{' '}
              page.
            </p>
          </Question>
          <Question q="Can tutors contact my child privately?">
            <p>
              No. Sharing phone numbers, personal email addresses or social media handles is against
              our <PageLink href="/community-guidelines">community guidelines</PageLink>, and
              tutoring happens in group sessions on Peerhaven.
            </p>
          </Question>
          <Question q="Do some programs need a parent’s consent?">
            <p>
              Yes. Some programs, such as the SAT bootcamp, ask a parent or guardian to give
              consent before a learner under 18 can take part. We send the request to the address
              the learner gives us.
            </p>
          </Question>
          <Question q="Can I use Peerhaven with my class?">
            <p>
              Yes, and it is free for schools too. See <PageLink href="/educators">Peerhaven for
              educators</PageLink>.
            </p>
          </Question>
        </>
      ),
    },
    {
      id: 'accounts-and-privacy',
      title: 'Accounts and privacy',
      content: (
        <>
          <Question q="Why do you ask for my date of birth?">
            <p>
              To make sure everyone is at least 13 and to apply extra protections to learners under
              18. We never show your date of birth on your profile.
            </p>
          </Question>
          <Question q="Why is my account waiting for approval?">
            <p>
              Our team reviews new accounts to keep the community safe. Meanwhile you can explore
              the site. If it takes longer than you expect, write to{' '}
              <MailLink address={emails.help} />.
            </p>
          </Question>
          <Question q="How do I delete my account?">
            <p>
              Write to <MailLink address={emails.help} subject="Delete my account" /> from the email
              address of your account. Parents and guardians can ask us to delete their child’s
              account too. Our <PageLink href="/about/privacy#your-choices">privacy policy</PageLink>{' '}
              explains what happens to your data.
            </p>
          </Question>
        </>
      ),
    },
  ]
}

/** /about/faq: frequently asked questions. */
export default function AboutFaq({ stats, emails }: Props) {
  return (
    <ContentPage
      title="Frequently asked questions"
      documentTitle="FAQ"
      eyebrow="About · FAQ"
      intro={
        <p style={{ margin: 0 }}>
          Short answers to the questions learners, tutors, parents and teachers ask us most often.
        </p>
      }
      sections={sections(stats, emails)}
      footer={
        <Callout
          icon={<IconMessageQuestion size={24} aria-hidden="true" />}
          title="Still have a question?"
          secondary={{ label: 'Contact us', href: '/about/contact' }}
        >
          Our help desk reads every message: write to {emails.help}.
        </Callout>
      }
    />
  )
}
