/*
 * Passwords of 8+ characters that appear at the top of every leaked-password list. A password
 * matching one of these (case-insensitive) is refused at sign-up and reset.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '12345678910', '0123456789', '87654321', '11111111', '00000000',
  '88888888', '12341234', '11223344', '123123123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyui',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'qwerty1234', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'abcd1234',
  'abc12345', 'abcdefgh', 'iloveyou', 'iloveyou1', 'iloveyou2', 'sunshine', 'sunshine1', 'princess',
  'princess1', 'football', 'football1', 'baseball', 'basketball', 'superman', 'batman123', 'starwars',
  'whatever', 'trustno1', 'letmein1', 'letmein123', 'welcome1', 'welcome123', 'admin123', 'administrator',
  'changeme', 'computer', 'internet', 'michelle', 'jennifer', 'jordan23', 'charlie1', 'midnight',
  'mustang1', 'shadow12', 'master12', 'dragon12', 'monkey123', 'babygirl', 'babygirl1', 'butterfly',
  'chocolate', 'cookie123', 'freedom1', 'liverpool', 'manchester', 'minecraft', 'fortnite', 'pokemon1',
  'spiderman', 'hello123', 'helloworld', 'lovely123', 'loveyou1', 'mylove123', 'nicole123', 'samsung1',
  'secret123', 'soccer123', 'summer2024', 'summer2025', 'summer2026', 'winter2025', 'spring2025',
  'qazwsxedc', 'zaq12wsx', 'aa123456', 'a1234567', 'a12345678', 'q1w2e3r4', 'q1w2e3r4t5',
  'google123', 'youtube1', 'facebook', 'instagram', 'snapchat', 'tiktok123', 'peerhaven', 'peerhaven1',
  'tutoring', 'tutoring1', 'student1', 'student123', 'teacher1', 'school123', 'homework', 'learning',
  'abcdefg1', 'aaaaaaaa', 'asdf1234', 'asdfasdf', 'zxcvbnm123', 'passwordpassword', '123qweasd',
  'qweasdzxc', '1234qwer', 'qwer1234', 'killer12', 'hunter12', 'ginger12', 'pepper12', 'thomas12',
  'robert12', 'daniel12', 'andrew12', 'joshua12', 'matthew1', 'jessica1', 'ashley12', 'amanda12',
])

export function isCommonPassword(password: string) {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}
