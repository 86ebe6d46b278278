import type { LegalDoc } from './legal-doc';
import { loanTermsTitle } from './loan-terms-title';

// Loan terms and conditions (spec-2 §2.13, figures from spec-2 §9). Amounts are in pesos (₱); the source
// spec's "Rs." is a leftover of another market. The Regulatory Caps section reflects SEC MC No. 3 s.2022 as
// amended by MC No. 14 s.2025 (ceilings for loans of ₱10,000 or less with terms of up to four months),
// the Disclosure Statement section the Truth in Lending Act (RA 3765) and Collection Practices SEC MC No. 18 s.2019.
export const loanTerms: LegalDoc = {
  title: loanTermsTitle,
  updated: '21 November 2026',
  intro: [
    'These Loan Terms and Conditions (the "Terms") govern every loan granted by {company} (the "Lender", "we" or "us") to you (the "Borrower" or "you") through the {appName} application. {company} is a lending company registered with the Securities and Exchange Commission ("SEC") and operates under its Certificate of Authority in accordance with the Lending Company Regulation Act of 2007 (RA 9474).',
    'Please read these Terms, our Privacy Policy and the Disclosure Statement for your loan carefully before you accept a loan. When you tick the agreement box and confirm the loan in the app, you sign this agreement electronically, which has the same legal effect as a handwritten signature under the Electronic Commerce Act (RA 8792). These Terms, your accepted loan offer and the Disclosure Statement together form your loan agreement (the "Agreement").',
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      paragraphs: ['In these Terms, the following words have the meanings below:'],
      bullets: [
        '"App" means the {appName} mobile application and its web pages, through which you apply for, accept, manage and repay a loan.',
        '"Loan" means the amount of money we lend you under the Agreement; "Principal" means the amount of the Loan before interest and charges.',
        '"Term" means the period, counted in calendar days from the Disbursement Date, within which the Loan must be repaid, as shown in your loan offer.',
        '"Disbursement Date" means the day the Loan proceeds are sent to your Nominated Account; "Due Date" or "Maturity Date" means the day on which a payment, or the whole Loan, must be paid.',
        '"Nominated Account" means the bank account or e-wallet in your own name that you register in the App to receive the Loan.',
        '"Disclosure Statement" means the statement described in the Disclosure Statement section of these Terms.',
        '"New Client" means a Borrower taking a first Loan from us; "Repeat Client" means a Borrower who has fully repaid at least one previous Loan from us.',
        '"Business Day" means a day other than a Saturday, Sunday or public holiday on which banks are open for business in Metro Manila.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      paragraphs: [
        'We may grant a Loan only to an individual who meets all of the following requirements at the time of application and acceptance. We may ask for documents to confirm any of them.',
      ],
      bullets: [
        'you are a Filipino citizen residing in the Philippines;',
        'you are 18 years of age or over (of legal age) and fully capable of entering into a contract;',
        'you hold a valid government-issued ID and a mobile number registered in your own name;',
        'you have a bank account or e-wallet in your own name to receive the Loan; and',
        "you are applying for yourself, not on behalf of another person, and you are not using another person's identity.",
      ],
    },
    {
      id: 'loan-application-and-approval',
      heading: 'Loan Application and Approval',
      paragraphs: [
        'You apply for a Loan by completing the application in the App and submitting the information and verification photos requested. You confirm that all the information you give us is true, complete and up to date.',
        'We will assess your application using our credit policy, which may include an automated credit assessment, identity and fraud checks and a check with the Credit Information Corporation or accredited credit bureaus. We will inform you of our decision within 1 (one) day after your application is complete. If your application is declined, you may ask us to review the decision manually.',
        'If your application is approved, the App will show you a loan offer with the Principal, the Term of 91 to 365 calendar days, the repayment schedule and the total amount to be repaid, together with the Disclosure Statement. The Agreement is concluded only when you accept the offer in the App. We are not obliged to grant any Loan, and approval of one Loan does not oblige us to approve another.',
      ],
    },
    {
      id: 'disbursement',
      heading: 'Disbursement',
      paragraphs: [
        'After you accept the offer, the Loan proceeds (the amount financed shown in your Disclosure Statement) will be credited to your Nominated Account within 1 to 3 calendar days after acceptance. The exact time of crediting may depend on the processing times of banks and e-wallet providers.',
        'It is your responsibility to register correct account details. If a transfer fails because the details are incorrect or the account is closed, we will notify you and retry after you correct them; the Term will start only on the actual Disbursement Date.',
        'The Loan is considered received by you, and the Term begins, on the Disbursement Date. The Disbursement Date and the resulting Due Dates will be shown in the App.',
      ],
    },
    {
      id: 'interest-and-fees',
      heading: 'Interest and Fees',
      paragraphs: [
        'Interest on the Principal accrues at the rate shown in your loan offer and Disclosure Statement, from the Disbursement Date until the Loan is fully repaid. Any service or processing fee is also shown there, including whether it is deducted from the proceeds or payable with your instalments.',
        'We will not charge any interest, fee or charge that is not stated in these Terms or in your Disclosure Statement. All interest, fees and penalties are subject to the Regulatory Caps section of these Terms.',
        'Applicable taxes, such as documentary stamp tax, are charged only where the law requires and are shown in the Disclosure Statement.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Repayment',
      paragraphs: [
        'You must repay the Principal, interest and fees in full and on time, in one payment or in instalments, as set out in the repayment schedule shown in the App and in your Disclosure Statement.',
        'You may pay through the channels listed in the App, such as in-app payment, bank transfer, e-wallets and over-the-counter payment centres, using the repayment code or reference number generated for your Loan. A payment is treated as made only when the funds are received by us. Charges imposed by your bank or payment channel are for your account.',
        'Pay only through the official channels shown in the App. Never pay to the personal account of any employee, agent or collector; such payments will not be credited to your Loan. Keep your payment receipt until the payment appears in the App.',
      ],
    },
    {
      id: 'prepayment',
      heading: 'Prepayment',
      paragraphs: [
        'You may repay the whole Loan before the Maturity Date (prepayment) once both of the following conditions are met: more than half of the Term has passed (for a 91-day Term, from day 46; for a 180-day Term, from day 91), and at least 7 calendar days have passed since the Disbursement Date. Your Disclosure Statement states the first day for your Loan.',
        'When you prepay, you pay the outstanding Principal, the interest accrued up to the date of prepayment (not the interest for the rest of the Term) and the fees, which are charged in full. The App shows the amount to pay on that day before you pay. No separate prepayment penalty is charged.',
      ],
    },
    {
      id: 'prolongation',
      heading: 'Prolongation',
      paragraphs: [
        'Where the App offers it for your Loan, you may request a prolongation (also called a rollover or delay of repayment). Its price is the interest due at that time (interest accrued up to that day, if before the Due Date) and any late penalty and late interest due; fees are not part of it. Upon payment, a new period of the same length as the original Term starts on the day you pay, so the days you were late are never charged again as interest. The unpaid Principal and any unpaid fees remain outstanding and are due at the end of the new period; the Principal continues to bear interest during it, and no new fees are charged.',
        'The number of prolongations per Loan is limited; your Disclosure Statement states the limit for your product. A prolongation is not offered for instalment plans, more than 90 days after the Due Date, or once the total cost cap described in the Regulatory Caps section leaves nothing more to charge (repayment only). For a Loan covered by those caps, each prolongation is checked against them as if it were a new loan.',
        'Each prolongation is shown to you in the App with its cost and new Due Date before you confirm it. Amounts paid for a prolongation are not deducted from the Principal. All charges paid for prolongations count towards the total cost cap.',
      ],
    },
    {
      id: 'late-payment',
      heading: 'Late Payment',
      paragraphs: [
        'If any amount is not paid in full on its Due Date, your Loan becomes overdue. If you are having difficulty paying, please contact us before the Due Date so that we can discuss the options available to you.',
        'Late interest is calculated on the unpaid amount due and stops accruing once that amount is paid in full. Subject always to the Regulatory Caps section, the following late charges apply:',
      ],
      bullets: [
        'a one-time late penalty of ₱1,000 for New Clients and ₱800 for Repeat Clients, charged once per Loan on the first day of delay;',
        'late interest of 5% of the unpaid amount per day for days 1 to 30 of the delay;',
        'late interest of 4% of the unpaid amount per day for days 31 to 90 of the delay; and',
        'late interest of 2% of the unpaid amount per day from day 91 of the delay until the unpaid amount is paid in full.',
      ],
    },
    {
      id: 'application-of-payments',
      heading: 'Application of Payments',
      paragraphs: [
        'Payments received on or before the Maturity Date are applied to the amount then due according to your repayment schedule.',
        'Payments received after the Maturity Date are applied in the following order: (1) legal charges; (2) costs of enforcement; (3) late penalties and late interest; and then (4) fees, interest and Principal.',
        'Any amount paid in excess of what you owe will be refunded to your Nominated Account or, at your request, another account in your name.',
      ],
    },
    {
      id: 'regulatory-caps',
      heading: 'Regulatory Caps',
      paragraphs: [
        'A Loan with a Principal of ₱10,000 or less and a Term of up to four (4) calendar months, that is at most 123 days (the longest four calendar months can last), is covered by SEC Memorandum Circular No. 3, Series of 2022, as amended by Memorandum Circular No. 14, Series of 2025, which set ceilings on the interest, fees and penalties that lending companies may charge. Whether your Loan is covered is decided when it is offered to you, and does not change with the day it is disbursed.',
        'Where these caps apply, they prevail over any higher rate, fee, penalty or charge in these Terms, including the one-time late penalty and the daily late interest in the Late Payment section. We will not charge any amount above a cap, and any amount collected above a cap by mistake will be refunded or credited to you.',
        'Your Disclosure Statement also says whether, under our own policy, we apply the late-penalty cap and the total cost cap below to your Loan even where the SEC caps do not cover it. Where it says so, those two caps bind us for your Loan exactly as they would for a covered Loan.',
        'In particular, for every such Loan:',
      ],
      bullets: [
        'the nominal interest rate will not exceed 6% per month (about 0.2% per day), and the effective interest rate, covering interest and all other fees and charges except late penalties, will not exceed the ceiling set by the SEC, currently 12% per month;',
        'late penalties, including late interest, will never exceed 5% per month of the amount due; and',
        'the total of interest, fees and penalties, rollovers and prolongations included, will never exceed 100% of the Principal, however long the Loan remains unpaid.',
      ],
    },
    {
      id: 'disclosure-statement',
      heading: 'Disclosure Statement',
      paragraphs: [
        'Before you accept any Loan, and before any prolongation, you will receive in the App a Disclosure Statement prepared in accordance with the Truth in Lending Act (RA 3765) and SEC rules. Please review it carefully: you are not bound to accept the Loan, and you may decline the offer without any charge. A copy of the Disclosure Statement and of these Terms remains available in the App for the life of your Loan.',
        'The Disclosure Statement shows, in pesos and in clear terms:',
      ],
      bullets: [
        'the amount to be financed, that is, the net amount you will actually receive;',
        'an itemised list of all charges, including interest, service or processing fees and taxes;',
        'the total finance charge;',
        'the effective interest rate, as well as the nominal interest rate; and',
        'the repayment schedule, the Due Dates and the late payment charges.',
      ],
    },
    {
      id: 'borrowers-obligations',
      heading: "Borrower's Obligations",
      paragraphs: ['While any amount under the Agreement remains unpaid, you agree:'],
      bullets: [
        'to repay every amount due in full and on time;',
        'to notify us through the App or customer service of any change of your name, date of birth or address within 3 calendar days of the change;',
        'to keep your mobile number, e-mail address, employment details and Nominated Account up to date;',
        'to use the Loan for lawful personal purposes only;',
        'to keep your password, PIN and one-time passwords confidential and to tell us immediately if you suspect unauthorised use of your account; and',
        "not to hold more than one account in the App or to apply using another person's details.",
      ],
    },
    {
      id: 'events-of-default',
      heading: 'Events of Default',
      paragraphs: [
        'If an event of default listed below occurs, we may, after giving you written notice through the App, SMS or e-mail, declare the whole outstanding amount of the Loan immediately due and payable, report the default to the Credit Information Corporation and credit bureaus as the law requires, and pursue the remedies available under law, always in accordance with the Collection Practices section. Non-payment of a debt is not a crime, and no one may be imprisoned for it.',
        'Each of the following is an event of default:',
      ],
      bullets: [
        'you fail to pay any amount under the Agreement when due;',
        'any information or document you gave us is false, incomplete or misleading;',
        'you breach any of your obligations under these Terms and do not remedy the breach within a reasonable period after our notice;',
        'a court judgment is rendered against you for the payment of money and is not discharged within 10 days; or',
        'you become insolvent or initiate, or become subject to, insolvency proceedings.',
      ],
    },
    {
      id: 'assignment',
      heading: 'Assignment',
      paragraphs: [
        "We may assign or transfer our rights under the Agreement, in whole or in part, to another person or institution, including a bank, financing company or lending company, by giving you at least 7 Business Days' prior written notice through the App, SMS or e-mail. The notice will identify the assignee and the channels for your future payments.",
        'An assignee is bound by these Terms, including the Regulatory Caps, the fair collection rules and the protection of your personal data, and your rights and defences against us will not be reduced by the assignment.',
        'You may not assign or transfer your rights or obligations under the Agreement without our prior written consent.',
      ],
    },
    {
      id: 'collection-practices',
      heading: 'Collection Practices',
      paragraphs: [
        'We collect amounts due only by reasonable and lawful means, in accordance with SEC Memorandum Circular No. 18, Series of 2019, on the prohibition of unfair debt collection practices, and we require the same of any collection agency we engage. Collection reminders will be sent only to you, through the mobile number, e-mail address and address you registered.',
        'If you believe that anyone collecting on our behalf has acted unfairly, please report it to us through the App or customer service; you may also file a complaint with the SEC.',
        'In particular, neither we nor anyone acting for us will:',
      ],
      bullets: [
        'use or threaten violence or any other criminal means to harm you, your reputation or your property;',
        'threaten to take any action that cannot legally be taken, such as arrest or imprisonment for non-payment;',
        'use obscene, insulting or profane language;',
        'publish or disclose your name, photo, personal information or debt to anyone, on social media or otherwise (debt shaming);',
        'contact any person in your phone contact list, or your family, friends, employer or co-workers, about your debt; we do not access your contact list;',
        'make false representations, such as posing as a lawyer, a court officer or a police officer, or falsely claiming that a case has been filed against you; or',
        'contact you before 6:00 a.m. or after 10:00 p.m., unless your account is more than 15 days past due or you have expressly agreed to be contacted at those hours.',
      ],
    },
    {
      id: 'data-privacy',
      heading: 'Data Privacy',
      paragraphs: [
        'We process your personal data in accordance with the Data Privacy Act of 2012 (RA 10173), the rules of the National Privacy Commission and our Privacy Policy, which forms part of the Agreement. We use your personal data only to evaluate, grant, administer and collect your Loan, to prevent fraud and to comply with the law.',
        'We will never access your contact list or photo gallery for collection purposes, and we will never use your personal data to shame or harass you. You may exercise your rights as a data subject, and raise any privacy concern, by contacting our Grievance Officer as described in the Privacy Policy.',
      ],
    },
    {
      id: 'notices-and-amendments',
      heading: 'Notices and Amendments',
      paragraphs: [
        'We will send notices about your Loan through the App, by SMS or by e-mail to the contact details you registered. A notice is considered received on the day it is sent, unless you show that it was not delivered for reasons beyond your control.',
        'We may amend these Terms for future Loans by publishing the updated Terms in the App. An amendment will not increase the cost of a Loan you have already accepted unless you agree to it in writing. If any provision of these Terms is found invalid, the remaining provisions stay in full force.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      paragraphs: [
        'The Agreement is governed by the laws of the Republic of the Philippines. Any dispute arising from it shall be brought before the proper courts of the Philippines, without prejudice to your right to file a complaint with the SEC or any other competent government agency, or to use the small claims procedure where available.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'For questions about these Terms or your Loan, requests or complaints, please contact {company} customer service by e-mail at {email}, by telephone at {phone} or in writing at {address}.',
        'We will acknowledge your complaint within three (3) working days and inform you of the result through the App. If you are not satisfied with our response, you may bring your complaint to the Securities and Exchange Commission.',
      ],
    },
  ],
};
