/*
 * spec 002 §9: join reason and education option values.
 */
export const ONBOARDING_OPTION_VALUES = ['tutor', 'school', 'test-prep', 'beyond-school', 'tutoring', 'learning', 'not-sure'] as const

export const JOIN_REASONS = [
  { value: 'tutoring', label: 'To get help from a tutor' },
  { value: 'tutor', label: 'To volunteer as a tutor' },
  { value: 'test-prep', label: 'To prepare for a test like the SAT' },
  { value: 'learning', label: 'To learn something new with others' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const

export const EDUCATION_TYPES = [
  { value: 'school', label: 'In school (middle or high school)' },
  { value: 'beyond-school', label: 'In college or beyond school' },
  { value: 'not-sure', label: 'Prefer not to say' },
] as const

export const SCHOOL_EXPERIENCES = [
  { value: 'grade-6-8', label: 'Grades 6–8' },
  { value: 'grade-9-10', label: 'Grades 9–10' },
  { value: 'grade-11-12', label: 'Grades 11–12' },
  { value: 'college', label: 'College or university' },
  { value: 'graduated', label: 'Finished school' },
] as const
