import { SimpleMessagesProvider } from '@vinejs/vine'

/* Messages for the staff console's forms (spec 001 §5.1 wording where it applies). */
export const adminMessages = new SimpleMessagesProvider(
  {
    'required': 'This question is required',
    'string': 'This field must be text',
    'number': 'Please enter a number',
    'boolean': 'Please choose yes or no',
    'withoutDecimals': 'Please enter a whole number',
    'min': 'Please enter {{ min }} or more',
    'max': 'Please enter {{ max }} or less',
    'minLength': 'Please write at least {{ min }} characters',
    'maxLength': 'Please write at most {{ max }} characters',
    'array.maxLength': 'Please list at most {{ max }} items',
    'enum': 'Please choose one of the options',
    'email': 'Please enter a valid email address',
    'newEmail.required': 'Please enter the new email address',
    'userId.required': 'Please choose an account first',
    'url': 'Please enter a full web address starting with https://',
    'curriculumUrl.url': 'Please enter a full web address starting with https:// or http://',
    'regex': 'Use lowercase letters, numbers and single dashes',
    'gatingGroup.regex': 'Use lowercase letters, numbers, dashes and underscores',
    'distinct': 'Each entry must be different',
  },
  {}
)
