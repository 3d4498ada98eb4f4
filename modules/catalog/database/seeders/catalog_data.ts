import { listPrograms } from '#kernel/programs/registry'
import type { TopicType } from '../../models/topic.js'

/*
 * The seed catalogue: courses and topics behind the sixteen worlds (spec 002 §9 "Worlds and
 * subjects", program definitions). Topic types (spec 001 §3.3): challenge topics are open to any
 * tutor (spec 000 §6.4), the others need an approved certification.
 */
export type TopicSeed = { name: string; type: TopicType; description: string; active?: boolean }

export type CourseSeed = {
  slug: string
  name: string
  domain: string
  weight: number
  topics: TopicSeed[]
}

const challenge = (name: string, description: string, active = true): TopicSeed => ({ name, type: 'challenge', description, active })
const unit = (name: string, description: string): TopicSeed => ({ name, type: 'unit', description })
const qa = (name: string, description: string): TopicSeed => ({ name, type: 'qa', description })
const other = (name: string, description: string): TopicSeed => ({ name, type: 'other', description })
const ap = (name: string, description: string): TopicSeed => ({ name, type: 'ap', description })

export const CATALOG: readonly CourseSeed[] = [
  {
    slug: 'sat-math',
    name: 'SAT Math',
    domain: 'College Readiness',
    weight: 10,
    topics: [
      challenge('Linear equations in one variable', 'Solve and interpret linear equations, including ones with no or infinitely many solutions.'),
      challenge('Linear functions', 'Slope, intercepts and what they mean in a real situation.'),
      challenge('Systems of linear equations', 'Solve two equations in two variables by substitution, elimination or graphing.'),
      challenge('Linear inequalities', 'Write and solve inequalities in one or two variables.'),
      challenge('Nonlinear functions', 'Quadratic and exponential functions, their graphs and key features.'),
      challenge('Equivalent expressions', 'Rewrite polynomial, rational and radical expressions.'),
      challenge('Ratios, rates and proportions', 'Unit rates, scale and proportional reasoning with units.'),
      challenge('Percentages', 'Percent change, percent of a quantity and repeated percentages.'),
      challenge('Probability and conditional probability', 'Two-way tables, independent events and conditional probability.'),
      challenge('Right triangles and trigonometry', 'The Pythagorean theorem, special right triangles, sine, cosine and tangent.'),
      challenge('No-calculator section strategies', 'Mental math for the paper SAT, retired with the digital test.', false),
      unit('Algebra', 'The whole Algebra domain of the digital SAT, as a unit review.'),
      unit('Advanced Math', 'Quadratics, exponentials, polynomials and radicals, as a unit review.'),
      unit('Problem-Solving and Data Analysis', 'Rates, percentages, statistics and probability, as a unit review.'),
      unit('Geometry and Trigonometry', 'Area, volume, angles, triangles and circles, as a unit review.'),
    ],
  },
  {
    slug: 'sat-reading-writing',
    name: 'SAT Reading and Writing',
    domain: 'College Readiness',
    weight: 11,
    topics: [
      challenge('Words in context', 'Choose the most precise word for a given context.'),
      challenge('Text structure and purpose', 'Explain how a text is built and why the author wrote it.'),
      challenge('Cross-text connections', 'Compare how two authors treat the same topic.'),
      challenge('Central ideas and details', 'Find the main idea and the details that support it.'),
      challenge('Command of evidence', 'Use quotations and data from tables and graphs to support a claim.'),
      challenge('Inferences', 'Draw the most logical conclusion from a passage.'),
      challenge('Boundaries', 'Punctuate sentences correctly: commas, semicolons, colons and dashes.'),
      challenge('Form, structure and sense', 'Agreement, verb tense and pronoun use.'),
      challenge('Transitions', 'Pick the transition that shows how ideas relate.'),
      challenge('Rhetorical synthesis', 'Use notes to write a sentence that meets a given goal.'),
      unit('Craft and Structure', 'The Craft and Structure domain as a unit review.'),
      unit('Information and Ideas', 'The Information and Ideas domain as a unit review.'),
      unit('Standard English Conventions', 'The grammar and punctuation domain as a unit review.'),
      unit('Expression of Ideas', 'Transitions and rhetorical synthesis as a unit review.'),
    ],
  },
  {
    slug: 'algebra-2',
    name: 'Algebra 2',
    domain: 'Math',
    weight: 20,
    topics: [
      unit('Polynomial arithmetic', 'Add, subtract and multiply polynomials; special products.'),
      unit('Complex numbers', 'The imaginary unit, complex arithmetic and the complex plane.'),
      unit('Polynomial factorization', 'Factor by grouping, special patterns and quadratic methods.'),
      unit('Polynomial division', 'Long division, synthetic division and the remainder theorem.'),
      unit('Polynomial graphs', 'Zeros, end behaviour and multiplicity.'),
      unit('Rational exponents and radicals', 'Rewrite and solve with roots and fractional exponents.'),
      unit('Exponential models', 'Growth, decay and compound interest.'),
      unit('Logarithms', 'Properties of logarithms and solving exponential equations.'),
      unit('Transformations of functions', 'Shifts, stretches and reflections of graphs.'),
      unit('Trigonometry', 'The unit circle, radians and graphs of sine and cosine.'),
      challenge('Algebra 2 course challenge', 'Review across the whole course, for finals and placement tests.'),
      qa('Algebra 2 homework help', 'Bring a problem you are stuck on.'),
    ],
  },
  {
    slug: 'pre-calculus',
    name: 'Pre-Calculus',
    domain: 'Math',
    weight: 21,
    topics: [
      unit('Composite and inverse functions', 'Compose functions and find and verify inverses.'),
      unit('Trigonometry', 'Identities, inverse trig functions and solving trig equations.'),
      unit('Complex numbers', 'Polar form, multiplication as rotation and powers.'),
      unit('Rational functions', 'Asymptotes, holes and end behaviour.'),
      unit('Conic sections', 'Circles, ellipses, parabolas and hyperbolas.'),
      unit('Vectors', 'Components, magnitude, direction and vector operations.'),
      unit('Matrices', 'Matrix operations, determinants and inverses.'),
      unit('Probability and combinatorics', 'Permutations, combinations and probability with counting.'),
      unit('Series', 'Arithmetic and geometric series and sigma notation.'),
      unit('Limits and continuity', 'A first look at limits, ahead of calculus.'),
      challenge('Pre-Calculus course challenge', 'Review across the whole course, for finals and placement tests.'),
    ],
  },
  {
    slug: 'college-admissions',
    name: 'College Admissions',
    domain: 'College Readiness',
    weight: 30,
    topics: [
      other('The Essay', 'Brainstorm, draft and revise a personal statement that sounds like you.'),
      other('The Application', 'Activities list, recommendations and deadlines, step by step.'),
      other('Finding Your Fit', 'Build a balanced college list that fits your goals and budget.'),
      other('Financial Aid Decoded', 'FAFSA, CSS Profile, award letters and scholarships.'),
      other('Getting Unstuck on Your College Essay', 'A one-time workshop for a draft that will not come together.'),
      qa('College admissions Q&A', 'Ask peers who just went through it.'),
    ],
  },
  {
    slug: 'dialogues',
    name: 'Dialogues',
    domain: 'Other Subjects',
    weight: 40,
    topics: [
      other('Politics and policy', 'Conversations across differing political views.'),
      other('Society and culture', 'Identity, community and the traditions we live by.'),
      other('Economics and work', 'Money, jobs and what a fair economy looks like.'),
      other('Technology and the future', 'AI, social media and the world we are building.'),
      other('Health and wellbeing', 'Public health, sport and mental health.'),
      other('Philosophy and ethics', 'Big questions with no single right answer.'),
    ],
  },
  {
    slug: 'enrichment',
    name: 'Enrichment',
    domain: 'Other Subjects',
    weight: 50,
    topics: [
      unit('Intro to Python', 'Variables, loops and functions through small projects.'),
      other('Creative writing', 'Short fiction and poetry, with friendly peer feedback.'),
      other('Spanish conversation', 'Everyday conversation practice for beginners and up.'),
      other('Public speaking', 'Plan, practise and deliver a short talk.'),
      other('Personal finance', 'Budgets, saving and how credit works.'),
      challenge('Study skills', 'Note-taking, planning and test preparation that works.'),
      unit('Intro to chemistry', 'Atoms, the periodic table and chemical reactions.'),
    ],
  },
  {
    slug: 'ap-sciences',
    name: 'AP Sciences',
    domain: 'Science',
    weight: 60,
    topics: [
      ap('AP Biology', 'Cells, genetics, evolution and ecology, with free-response practice.'),
      ap('AP Chemistry', 'Atomic structure, equilibrium, kinetics and thermodynamics.'),
      ap('AP Physics 1', 'Kinematics, forces, energy, momentum and rotation.'),
      ap('AP Environmental Science', 'Ecosystems, resources, pollution and climate.'),
    ],
  },
]

/** The catalogue above plus the courses and topics the installed programs seed (manifest `seeds.courses`). */
export function catalogSeeds(): CourseSeed[] {
  return [...CATALOG, ...listPrograms().flatMap((program) => program.seeds?.courses ?? [])]
}
