import { SimpleMessagesProvider } from '@vinejs/vine'

/** An address another account holds (spec 002 §8 words "This phone number is already in use." the same way). */
export const EMAIL_IN_USE = 'This email is already in use.'

/* Clear, human messages for the account forms. */
export const accountMessages = new SimpleMessagesProvider(
  {
    'required': 'This field is required',
    'string': 'This field must be text',
    'email': 'Please enter a valid email address',
    'minLength': 'Please write at least {{ min }} characters',
    'maxLength': 'Please write at most {{ max }} characters',
    'password.minLength': 'Passwords need at least {{ min }} characters',
    'username.regex': 'Usernames are 3-30 letters, numbers, dots, dashes or underscores',
    'username.database.unique': 'That username is taken',
    'email.database.unique': 'An account with this email already exists. Try signing in instead.',
    'date': 'Please enter a date as YYYY-MM-DD',
    'date.beforeOrEqual': 'The date of birth cannot be in the future',
    'date.afterOrEqual': 'Please enter a real date of birth',
    'confirmed': 'The two passwords do not match',
    'enum': 'Please choose one of the options',
    'regex': 'This value is not in the expected format',
  },
  {}
)
