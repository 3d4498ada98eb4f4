import { CONFIDENCE_SCALE } from './custom_inputs.js'
import { defineForm } from './define_form.js'
import { ordinal } from './ordinal.js'

/** The option source the reference form's select-async block searches (registered by catalog). */
export const TOPICS_OPTION_SOURCE = 'topics'

/*
 * The staff reference page's form (/admin/forms): every input type once, in rows of 6 units, one
 * dependency (otherLanguage appears when "Other" is among the languages), one display-only block
 * and one custom component. Later issues copy from it; keep it a tour of what the engine does.
 */
export const REFERENCE_FORM = defineForm({
  key: 'reference',
  blocks: [
    {
      name: 'program',
      type: 'text',
      label: 'Program',
      description: 'Display-only: shown with its value, never submitted.',
      display: 'display-only',
      initialValue: 'Peer tutoring (reference form)',
    },
    { name: 'preferredName', type: 'text', label: 'Preferred name', required: true, maxLength: 60, size: 3 },
    { name: 'phone', type: 'phone', label: 'Phone number', sublabel: '10 to 15 characters', size: 3 },
    {
      name: 'goals',
      type: 'textarea',
      label: 'What would you like to get better at?',
      required: true,
      minLength: 20,
      maxLength: 500,
    },
    { name: 'hoursPerWeek', type: 'number', label: 'Hours per week', min: 1, max: 20, placeholder: '1 to 20', size: 2 },
    { name: 'startDate', type: 'date', label: 'Start date', minDate: '2025-01-01', maxDate: '2030-12-31', size: 2 },
    {
      name: 'grade',
      type: 'select',
      label: 'Grade',
      required: true,
      size: 2,
      options: [9, 10, 11, 12].map((grade) => ({ value: String(grade), label: `${ordinal(grade)} grade` })),
    },
    {
      name: 'format',
      type: 'radio',
      label: 'Session format',
      required: true,
      size: 3,
      options: [
        { value: 'one-on-one', label: 'One-on-one' },
        { value: 'group', label: 'Group' },
        { value: 'either', label: 'Either' },
      ],
    },
    {
      name: 'level',
      type: 'select-tab',
      label: 'Level',
      size: 3,
      options: [
        { value: 'beginner', label: 'Beginner' },
        { value: 'intermediate', label: 'Intermediate' },
        { value: 'advanced', label: 'Advanced' },
      ],
    },
    {
      name: 'subject',
      type: 'select-group',
      label: 'Subject',
      size: 3,
      options: [
        {
          group: 'Math',
          items: [
            { value: 'algebra', label: 'Algebra' },
            { value: 'geometry', label: 'Geometry' },
          ],
        },
        {
          group: 'Science',
          items: [
            { value: 'biology', label: 'Biology' },
            { value: 'chemistry', label: 'Chemistry' },
          ],
        },
      ],
    },
    { name: 'topic', type: 'select-async', label: 'Topic', description: 'Type to search the catalogue.', source: TOPICS_OPTION_SOURCE, size: 3 },
    {
      name: 'days',
      type: 'multi-checkbox',
      label: 'Days that suit you',
      options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ value: day.toLowerCase(), label: day })),
    },
    {
      name: 'languages',
      type: 'multi-select',
      label: 'Languages you speak',
      size: 3,
      options: [
        { value: 'english', label: 'English' },
        { value: 'spanish', label: 'Spanish' },
        { value: 'other', label: 'Other' },
      ],
    },
    {
      name: 'otherLanguage',
      type: 'text',
      label: 'Which other language?',
      required: true,
      maxLength: 40,
      size: 3,
      dependencies: { keys: ['languages'], rule: { kind: 'equals', value: 'other' } },
    },
    {
      name: 'help',
      type: 'multi-select-tab',
      label: 'What kind of help?',
      options: [
        { value: 'homework', label: 'Homework' },
        { value: 'test-prep', label: 'Test prep' },
        { value: 'projects', label: 'Projects' },
        { value: 'study-skills', label: 'Study skills' },
      ],
    },
    { name: 'availability', type: 'time-range', label: 'Hours you are free', sublabel: 'From and to, 0 to 24', initialValue: [16, 18] },
    { name: 'formula', type: 'equation', label: 'Your favourite formula' },
    { name: 'introduction', type: 'rich-text', label: 'Introduce yourself', variant: 'simple', required: true },
    {
      name: 'video',
      type: 'video',
      label: 'A short video hello',
      instructions: 'Say hello and tell us one thing you enjoy learning.',
      instructionsHint: 'Look at the camera and speak as you would to a new learner.',
      minDurationSeconds: 3,
      maxDurationSeconds: 60,
    },
    { name: 'attachments', type: 'file-drop-zone', label: 'Attachments', description: 'PDF or images, up to 10MB each.', maxFiles: 3 },
    {
      name: 'confidence',
      type: 'custom',
      component: CONFIDENCE_SCALE.component,
      label: 'How confident do you feel about this subject?',
      sublabel: '1 (not at all) to 5 (very)',
    },
  ],
})
