import type { User } from '@cis/contracts';

/** The languages the portal writes mail in: the profile's preferred language (`User.language`), English without one. */
export type MailLanguage = 'en' | 'km';

export const mailLanguageOf = (user: Pick<User, 'language'> | null | undefined): MailLanguage => (user?.language === 'km' ? 'km' : 'en');

export interface MailText {
  subject: string;
  text: string;
}

/**
 * Every mail the portal sends, in English and Khmer, declared once: a mail kind is a function of its parameters per
 * language (the type checker refuses a kind without both). Sent through `MailOutbox.mail`, in the recipient's language.
 */
export const MAIL_TEXTS = {
  /** A one-time link to choose a new password (forgot-password, or an administrator's reset). */
  passwordReset: {
    en: ({ link }: { link: string }) => ({
      subject: 'Reset your Cis password',
      text: `Open ${link} within one hour to choose a new password.`,
    }),
    km: ({ link }: { link: string }) => ({
      subject: 'កំណត់ពាក្យសម្ងាត់ Cis របស់អ្នកឡើងវិញ',
      text: `សូមបើក ${link} ក្នុងរយៈពេលមួយម៉ោង ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ថ្មី។`,
    }),
  },
  /** A sign-up with an address that already has an account: told to its owner only. */
  signUpTaken: {
    en: ({ forgotLink }: { forgotLink: string }) => ({
      subject: 'Someone tried to sign up to Cis with your email',
      text: 'Someone tried to create a new Cis account with this email address, which already has one. Your account is '
        + `unchanged. If it was you, sign in, or choose a new password at ${forgotLink}. If it was not, you can ignore this mail.`,
    }),
    km: ({ forgotLink }: { forgotLink: string }) => ({
      subject: 'មាននរណាម្នាក់បានព្យាយាមចុះឈ្មោះ Cis ដោយប្រើអ៊ីមែលរបស់អ្នក',
      text: 'មាននរណាម្នាក់បានព្យាយាមបង្កើតគណនី Cis ថ្មីដោយប្រើអាសយដ្ឋានអ៊ីមែលនេះ ដែលមានគណនីរួចហើយ។ គណនីរបស់អ្នកមិនបានផ្លាស់ប្តូរទេ។ '
        + `ប្រសិនបើជាអ្នក សូមចូលប្រើ ឬជ្រើសរើសពាក្យសម្ងាត់ថ្មីនៅ ${forgotLink} ។ ប្រសិនបើមិនមែនជាអ្នកទេ អ្នកអាចមិនអើពើនឹងអ៊ីមែលនេះ។`,
    }),
  },
  /** An invitation: the account exists without a password; the link sets one, once. */
  invitation: {
    en: ({ inviter, link, hours }: { inviter: string; link: string; hours: number }) => ({
      subject: 'You are invited to Cis',
      text: `${inviter} opened a Cis account for you. Open ${link} within ${hours} hours to choose your password; the link works once.`,
    }),
    km: ({ inviter, link, hours }: { inviter: string; link: string; hours: number }) => ({
      subject: 'អ្នកត្រូវបានអញ្ជើញឱ្យប្រើ Cis',
      text: `${inviter} បានបើកគណនី Cis សម្រាប់អ្នក។ សូមបើក ${link} ក្នុងរយៈពេល ${hours} ម៉ោង ដើម្បីជ្រើសរើសពាក្យសម្ងាត់របស់អ្នក។ តំណនេះប្រើបានតែម្តងប៉ុណ្ណោះ។`,
    }),
  },
} satisfies Record<string, Record<MailLanguage, (params: never) => MailText>>;

export type MailKind = keyof typeof MAIL_TEXTS;
export type MailParams<K extends MailKind> = Parameters<(typeof MAIL_TEXTS)[K]['en']>[0];

/** A mail's subject and text in the language. */
export function mailText<K extends MailKind>(kind: K, language: MailLanguage, params: MailParams<K>): MailText {
  return TEXTS_BY_KIND[kind][language](params);
}

/** MAIL_TEXTS typed by kind: indexed by a kind K, its texts take MailParams<K> (the one correlation the union type loses). */
const TEXTS_BY_KIND: { [K in MailKind]: Record<MailLanguage, (params: MailParams<K>) => MailText> } = MAIL_TEXTS;
