// About-us page (spec-1 §2 "About-us page"). The slogan is quoted exactly as the spec gives it.
// {email} is filled by the screen with the customer-service e-mail from app configuration.
export type AboutUsDoc = {
  title: 'About us';
  welcome: string;
  mission: { heading: 'Our mission'; text: string };
  advantages: { heading: 'Our advantages'; items: { title: string; text: string }[] };
  team: { heading: 'Our team'; text: string };
  contact: { heading: 'Customer service'; text: string };
  slogan: 'Unsecured Loans ——Apply Anytime!';
};

export const aboutUs: AboutUsDoc = {
  title: 'About us',
  welcome:
    'Welcome to {appName}! We are an online lending service built for Filipinos who need cash quickly and without the hassle of paperwork, collateral or long queues. Apply from your phone in a few minutes, get a decision fast and receive the money directly in your bank account or e-wallet.',
  mission: {
    heading: 'Our mission',
    text: 'Our mission is to make fair, simple and responsible credit available to every Filipino who needs it. We want to help you handle emergencies, everyday expenses and new opportunities with a loan you understand fully before you accept it, and to help you build a good credit record along the way.',
  },
  advantages: {
    heading: 'Our advantages',
    items: [
      {
        title: 'Quick approval',
        text: 'Apply online in minutes with just a valid ID. Most applications are decided within one day, and approved funds are sent straight to your account.',
      },
      {
        title: 'Transparent fees',
        text: 'Before you accept, you see the amount you will receive, every fee and the total amount to repay in your disclosure statement. No hidden charges.',
      },
      {
        title: 'Flexible repayment',
        text: 'Each loan product lends set amounts and terms: apply for the one that suits you, and see your offer, fixed and with every fee, before you accept. Repay in full or by instalment through banks, e-wallets and payment centres, and extend your due date when you need more time.',
      },
      {
        title: 'Safe and reliable',
        text: 'Your personal data is encrypted and protected under the Data Privacy Act. We never access your contacts and we collect loans fairly and respectfully.',
      },
    ],
  },
  team: {
    heading: 'Our team',
    text: 'Behind {appName} is a team of finance, risk and technology professionals with years of experience in consumer lending in the Philippines. We work every day to keep the service fast, secure and easy to use, and to treat every borrower with respect.',
  },
  contact: {
    heading: 'Customer service',
    text: 'Have a question or need help with your loan? Our customer service team is happy to assist you. E-mail us at {email} and we will get back to you as soon as possible.',
  },
  slogan: 'Unsecured Loans ——Apply Anytime!',
};
