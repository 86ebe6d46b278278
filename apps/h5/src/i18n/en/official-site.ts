// The official site at "/" (spec 2 §2.12, §5). The two toasts are quoted exactly as the spec gives them.
import { repayAtText } from '@pautang/contract/pay-channels';
export const siteText = {
  nav: {
    home: 'Home',
    about: 'About us',
    contact: 'Contact us',
    privacy: 'Privacy Policy',
    terms: 'Loan terms and conditions',
  },
  navLabel: 'Site sections',
  menu: 'Menu',
  heroTitle: 'Fast, fair cash loans for every Filipino',
  // {min} and {max}: the catalogue's smallest and largest amounts (the server's loanRange).
  heroText:
    'Borrow {min} to {max} from your phone. See every peso you will pay before you accept, and get the money in your bank account or e-wallet.',
  heroTextNoRange:
    'Borrow from your phone. See every peso you will pay before you accept, and get the money in your bank account or e-wallet.',
  heroPoints: ['Apply with one valid ID', 'Decision within 1 day', repayAtText()],
  download: 'Get it on Google Play',
  openApp: 'Open the app',
  aboutTitle: 'About us',
  contactTitle: 'Contact us',
  contactIntro:
    'Questions about a loan or a payment? Write to us and our team will answer within one business day.',
  name: 'Name',
  telephone: 'Telephone',
  email: 'E-mail',
  message: 'Message',
  send: 'Send message',
  incomplete: 'Please provide complete information!',
  sent: 'Successful!',
  privacyTitle: 'Privacy Policy',
  termsTitle: 'Loan terms and conditions',
  footerEmail: 'E-mail',
  footerPhone: 'Phone',
  footerAddress: 'Address',
  footerSec: 'SEC Registration No. {sec}',
  footerCa: 'Certificate of Authority No. {ca}',
  copyright: '© {year} {company}. All rights reserved.',
} as const;
